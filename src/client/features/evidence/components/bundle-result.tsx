import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FileCheck } from '#shared/evidence/compare-bundle';
import type { PhotoFileSource, PhotoFileVariant } from '#shared/evidence/evidence-manifest';
import { PHOTO_STAGE_LABELS } from '#shared/photos/photo-schemas';
import { Badge } from '#client/components/ui/badge';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { formatCaptureTime, formatDateTime, formatFileSize } from '#client/lib/format';
import type { BundleCheck, TimestampsResult } from '../api/use-bundle-check';

const PHOTO_FILES: Record<PhotoFileSource, string> = {
  originals: 'The originals, as uploaded, with any location data they hold',
  'copies-without-location':
    'Full-size copies without location data, each made by Rentproof from the original whose fingerprint is listed',
  'display-copies-without-location':
    'Copies reduced to 1600 px without location data, each made by Rentproof from the original whose fingerprint is listed',
};

const COPY_SIZE: Record<PhotoFileVariant, string | null> = {
  original: null,
  'full-size-copy': 'Full size, orientation applied, no metadata.',
  'display-copy': 'Reduced to 1600 px, no metadata.',
};

const KIND_LABELS = {
  report: 'PDF report',
  document: 'Document',
  timestamp: "A Time-Stamping Authority's token (RFC 3161)",
  certificate: "The Time-Stamping Authorities' certificates Rentproof trusted",
  markup: "The renter's markup over a photo, a layer kept beside it",
  video: 'Video clip',
  signature: 'The signed move-in report, its manifest or its signatures',
} as const;

const STATUS = {
  match: { mark: '✓', label: 'Matches', className: 'text-green-800' },
  changed: { mark: '✗', label: 'Changed', className: 'text-red-700' },
  missing: { mark: '✗', label: 'Missing', className: 'text-red-700' },
} as const;

export function BundleResult({ check }: { check: BundleCheck }) {
  return (
    <div className="space-y-6">
      <Verdict check={check} />
      <SignatureCard check={check} />
      {check.comparison ? <FilesCard check={check} /> : null}
    </div>
  );
}

function Verdict({ check }: { check: BundleCheck }) {
  const { signature, comparison, manifestProblem } = check;
  let tone: 'good' | 'bad' | 'unsure';
  let title: string;
  let text: ReactNode;
  if (manifestProblem) {
    [tone, title, text] = ['bad', 'This bundle cannot be verified', manifestProblem];
  } else if (signature.status === 'invalid') {
    [tone, title, text] = [
      'bad',
      'This bundle does not match its signature',
      'The manifest was changed after Rentproof signed it, or it was not signed by Rentproof. Do not rely on it.',
    ];
  } else if (comparison && !comparison.allMatch) {
    const { changed, missing } = comparison.counts;
    [tone, title, text] = [
      'bad',
      'Files in this bundle have been changed or are missing',
      [changed && `${changed} changed`, missing && `${missing} missing`].filter(Boolean).join(', ') +
        ' since Rentproof made the bundle. The files marked below are not the evidence the manifest records.',
    ];
  } else if (signature.status === 'valid') {
    [tone, title, text] = [
      'good',
      'This bundle is intact',
      `The manifest carries Rentproof's valid signature and all ${comparison?.files.length ?? 0} files match it, byte for byte.`,
    ];
  } else if (signature.status === 'missing') {
    [tone, title, text] = [
      'unsure',
      'The files match, but there is no signature',
      'Without manifest.sig nothing shows that Rentproof wrote this manifest. Choose it with the other files.',
    ];
  } else {
    [tone, title, text] = ['unsure', 'The files match, but the signature was not checked', signature.message];
  }
  const Icon = tone === 'good' ? ShieldCheck : tone === 'bad' ? ShieldAlert : ShieldQuestion;
  return (
    <div
      role="status"
      className={cn(
        'flex gap-4 rounded-xl border p-5',
        tone === 'good' && 'border-green-200 bg-green-50 text-green-900',
        tone === 'bad' && 'border-red-200 bg-red-50 text-red-900',
        tone === 'unsure' && 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      <Icon className="size-8 shrink-0" aria-hidden />
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="mt-1 text-sm">{text}</p>
      </div>
    </div>
  );
}

function SignatureCard({ check }: { check: BundleCheck }) {
  const { signature, manifest } = check;
  const heading = {
    valid: <Badge tone="success">✓ Signature valid</Badge>,
    invalid: <Badge tone="danger">✗ Signature invalid</Badge>,
    missing: <Badge tone="warning">No signature (manifest.sig)</Badge>,
    unchecked: <Badge tone="warning">Signature not checked</Badge>,
  }[signature.status];
  const serverKey =
    signature.status === 'valid' || signature.status === 'invalid' ? signature.check.keyId : null;
  const rows: [string, ReactNode][] = [];
  if (manifest) {
    rows.push(
      ['Owner', manifest.owner],
      ['Made on', formatDateTime(manifest.generatedAt)],
      ['Property', manifest.scope.property ?? 'Every property'],
      ['Photo files', PHOTO_FILES[manifest.scope.photoFiles]],
      ['Signed with key', <Code key="manifest-key">{manifest.keyId}</Code>],
    );
  }
  if (serverKey) rows.push(["Rentproof's key", <Code key="server-key">{serverKey}</Code>]);
  if (check.timestamps) {
    rows.push(['Independent timestamp', <ManifestTimestamp key="timestamp" timestamps={check.timestamps} />]);
  }
  return (
    <Card aria-labelledby="signature-heading">
      <CardHeader
        title={<span id="signature-heading">Signature</span>}
        description={`Checked for ${check.contents.label}`}
        action={heading}
      />
      <CardBody>
        {signature.status === 'invalid' && manifest && serverKey && manifest.keyId !== serverKey && (
          <p className="mb-4 text-sm text-red-800">
            This manifest names key {manifest.keyId}, but Rentproof signs with key {serverKey}.
          </p>
        )}
        {rows.length > 0 ? (
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-500">{label}</dt>
                <dd className="-mt-2 text-slate-900 sm:mt-0">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-600">{check.manifestProblem}</p>
        )}
      </CardBody>
    </Card>
  );
}

/** Whether a Time-Stamping Authority vouches for when the manifest, every hash in it, existed. */
function ManifestTimestamp({ timestamps }: { timestamps: TimestampsResult }) {
  if (timestamps.status === 'unchecked') {
    return <span className="text-amber-800">Not checked: {timestamps.message}</span>;
  }
  const { manifest } = timestamps;
  switch (manifest.status) {
    case 'verified':
      return (
        <span className="text-green-800">
          ✓ The manifest was independently timestamped by {manifest.tsa} at{' '}
          {formatDateTime(manifest.genTime.toISOString())}.
        </span>
      );
    case 'failed':
      return (
        <span className="text-red-700">✗ The manifest's timestamp does not hold: {manifest.reason}</span>
      );
    case 'absent':
      return <span>The manifest itself has no independent timestamp.</span>;
  }
}

function FilesCard({ check }: { check: BundleCheck }) {
  const comparison = check.comparison;
  if (!comparison) return null;
  const timestamps = check.timestamps;
  const { match, changed, missing } = comparison.counts;
  return (
    <Card aria-labelledby="files-heading">
      <CardHeader
        title={<span id="files-heading">Files ({comparison.files.length})</span>}
        description="Each file's SHA-256 fingerprint, worked out on this device, against the one the manifest records."
        action={
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="success">{match} match</Badge>
            {changed > 0 && <Badge tone="danger">{changed} changed</Badge>}
            {missing > 0 && <Badge tone="danger">{missing} missing</Badge>}
          </div>
        }
      />
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" aria-label="Files">
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              {['Result', 'File', 'Recorded times', 'SHA-256'].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-medium">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {comparison.files.map((file) => (
              <tr key={file.path} className={cn(file.status !== 'match' && 'bg-red-50/60')}>
                <td className="whitespace-nowrap px-4 py-3 align-top">
                  <Result file={file} />
                </td>
                <td className="px-4 py-3 align-top">
                  <FileName file={file} />
                </td>
                <td className="px-4 py-3 align-top text-slate-600">
                  <Times file={file} />
                  <FileTimestamp file={file} timestamps={timestamps} />
                </td>
                <td className="w-72 px-4 py-3 align-top">
                  <Hashes file={file} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Files">
        {comparison.files.map((file) => (
          <li
            key={file.path}
            className={cn('space-y-2 px-5 py-4', file.status !== 'match' && 'bg-red-50/60')}
          >
            <div className="flex items-start justify-between gap-3">
              <FileName file={file} />
              <Result file={file} />
            </div>
            {(file.photo || file.document) && (
              <div className="text-sm text-slate-600">
                <Times file={file} />
                <FileTimestamp file={file} timestamps={timestamps} />
              </div>
            )}
            <Hashes file={file} />
          </li>
        ))}
      </ul>
      {timestamps?.status === 'unchecked' && (
        <p className="border-t border-slate-100 px-5 py-4 text-sm text-amber-800">
          The independent timestamps were not checked: {timestamps.message}
        </p>
      )}
      {comparison.unlisted.length > 0 && (
        <div className="border-t border-slate-100 px-5 py-4">
          <h3 className="font-medium text-slate-900">
            Files not in the manifest ({comparison.unlisted.length})
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            These were in the bundle but are not part of the signed evidence.
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {comparison.unlisted.map((name) => (
              <li key={name} className="break-all font-mono text-xs text-slate-800">
                {name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function Result({ file }: { file: FileCheck }) {
  const status = STATUS[file.status];
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-medium', status.className)}>
      <span aria-hidden>{status.mark}</span>
      {status.label}
    </span>
  );
}

function FileName({ file }: { file: FileCheck }) {
  const photo = file.photo;
  const description = photo
    ? ['Photo', PHOTO_STAGE_LABELS[photo.stage], photo.area, photo.property].filter(Boolean).join(' · ')
    : file.document
      ? `Document · ${file.document.name}`
      : file.kind === 'photo'
        ? 'Photo'
        : KIND_LABELS[file.kind];
  return (
    <div className="min-w-0">
      <p className="break-all font-medium text-slate-900">{file.path}</p>
      <p className="text-xs text-slate-500">
        {description} · {formatFileSize(file.bytes)}
      </p>
    </div>
  );
}

function Times({ file }: { file: FileCheck }) {
  if (file.document) return <p>Received {formatDateTime(file.document.receivedAt)}</p>;
  if (!file.photo) return <span>—</span>;
  return (
    <>
      <p>Received {formatDateTime(file.photo.receivedAt)}</p>
      <p>
        Taken{' '}
        {file.photo.capturedAt ? formatCaptureTime(file.photo.capturedAt) : 'not recorded by the camera'}
      </p>
      {file.photo.deviceCapturedAt && (
        <p>Device's time {formatDateTime(file.photo.deviceCapturedAt)} (the device's clock)</p>
      )}
    </>
  );
}

/**
 * A photo's or document's independent time proof, checked on this device (decision 039): its hash
 * walked up its Merkle path to the stamped root, and the token's signature against the certificates
 * this server publishes.
 */
function FileTimestamp({ file, timestamps }: { file: FileCheck; timestamps: TimestampsResult | null }) {
  if (!file.photo && !file.document) return null;
  if (!file.timestamp) {
    return <p className="text-slate-500">No independent timestamp in this bundle</p>;
  }
  if (!timestamps || timestamps.status === 'unchecked') {
    return <p className="text-amber-800">Independent timestamp not checked</p>;
  }
  const stamp = timestamps.files.get(file.path);
  if (!stamp) return null;
  if (stamp.status === 'failed') {
    return <p className="text-red-700">✗ Not independently timestamped: {stamp.reason}</p>;
  }
  return (
    <p className="text-green-800">
      ✓ Independently timestamped by {stamp.tsa} at {formatDateTime(stamp.genTime.toISOString())}
      {stamp.of === 'original' && <span className="text-slate-500"> (the original it was made from)</span>}
    </p>
  );
}

function Hashes({ file }: { file: FileCheck }) {
  const original = file.photo?.originalSha256;
  const copySize = file.variant ? COPY_SIZE[file.variant] : null;
  return (
    <dl className="space-y-1 text-xs">
      <div>
        <dt className="text-slate-500">In the manifest</dt>
        <dd>
          <Code>{file.sha256}</Code>
        </dd>
      </div>
      {file.actual !== null && file.actual !== file.sha256 && (
        <div>
          <dt className="text-red-700">This file</dt>
          <dd>
            <Code className="text-red-800">{file.actual}</Code>
          </dd>
        </div>
      )}
      {file.variant && (
        <div>
          <dt className="text-slate-500">Photo file</dt>
          {/* Signed with the manifest: Rentproof states it made the copy from that original. */}
          <dd className="text-slate-700">
            {copySize && original ? (
              <>
                <p>
                  Copy without location data, made from original <Code>{original}</Code>
                </p>
                <p className="text-slate-500">{copySize}</p>
              </>
            ) : (
              'The original as uploaded, with any location data it holds'
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

function Code({ children, className }: { children: ReactNode; className?: string }) {
  return <code className={cn('break-all font-mono text-xs text-slate-900', className)}>{children}</code>;
}
