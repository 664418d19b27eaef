import { Clock, KeyRound, Lock, RotateCcw } from 'lucide-react';
import { Logo } from '#client/components/logo';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/api-client';
import { useDocumentTitle } from '#client/lib/use-document-title';
import {
  PUBLIC_KEY_PATH,
  PUBLIC_KEY_PEM_PATH,
  TIMESTAMP_AUTHORITIES_PATH,
} from '#shared/evidence/evidence-manifest';
import { usePublicKey, useTimestampAuthorities } from '../api/evidence-api';
import { useBundleCheck } from '../api/use-bundle-check';
import { BundlePicker } from '../components/bundle-picker';
import { BundleResult } from '../components/bundle-result';

const TITLE = 'Verify an evidence bundle';

/** Public: anyone holding a bundle checks it here, without an account and without uploading it. */
export function VerifyBundlePage() {
  useDocumentTitle(TITLE);
  const check = useBundleCheck();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center px-4 py-2">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{TITLE}</h1>
          <p className="text-slate-600">
            Check that a Rentproof evidence bundle is exactly as Rentproof made it: the signature of its
            manifest, and the SHA-256 fingerprint of every photo and report in it. The independent timestamps
            of its files and manifest are checked here too.
          </p>
        </div>
        <p className="flex gap-3 rounded-xl border border-accent-100 bg-accent-50 p-4 text-sm text-slate-800">
          <Lock className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden />
          <span>
            <strong className="font-semibold">Your files never leave this device.</strong> They are opened and
            fingerprinted in this browser. Only the manifest (the list of fingerprints) and its signature are
            sent to Rentproof, to check the signature.
          </span>
        </p>

        {check.isPending ? (
          <Reading progress={check.progress} />
        ) : check.isSuccess ? (
          <>
            <BundleResult check={check.data} />
            <Button variant="secondary" onClick={() => check.reset()}>
              <RotateCcw className="size-4" aria-hidden />
              Check another bundle
            </Button>
          </>
        ) : (
          <>
            {check.isError && (
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
                {errorMessage(check.error, 'The bundle could not be read.')}
              </p>
            )}
            <BundlePicker onChoose={(files) => check.mutate(files)} />
          </>
        )}

        <PublicKey />
        <TimestampAuthorities />
      </main>
    </div>
  );
}

function Reading({ progress }: { progress: { done: number; total: number } | null }) {
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-busy="true">
      <p className="font-medium text-slate-900" aria-live="polite">
        {total > 0 && done < total
          ? `Fingerprinting file ${done + 1} of ${total}…`
          : 'Checking the signature…'}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Checking the bundle"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-accent-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** Where the key is, for checking a bundle without this page. */
function PublicKey() {
  const key = usePublicKey();
  return (
    <section
      aria-labelledby="public-key"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="public-key" className="flex items-center gap-2 font-semibold text-slate-900">
        <KeyRound className="size-4 text-slate-500" aria-hidden />
        Rentproof's public key
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Bundles are signed with Ed25519. The key is published at{' '}
        <a href={PUBLIC_KEY_PEM_PATH} className="text-accent-700 underline">
          {PUBLIC_KEY_PEM_PATH}
        </a>{' '}
        (PEM) and{' '}
        <a href={PUBLIC_KEY_PATH} className="text-accent-700 underline">
          {PUBLIC_KEY_PATH}
        </a>{' '}
        (JSON).
      </p>
      <div className="mt-2 text-sm text-slate-600">
        {key.isPending ? (
          <Skeleton className="h-5 w-64" />
        ) : key.isError ? (
          <p>The key id could not be loaded; the links above still work.</p>
        ) : (
          <p>
            Key id: <code className="font-mono text-xs text-slate-900">{key.data.keyId}</code>
          </p>
        )}
      </div>
      <details className="mt-3 text-sm text-slate-600">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-800">
          Check a bundle by hand with openssl
        </summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-xs text-slate-100">
          {[
            '# in the unpacked bundle',
            `curl -o rentproof.pem ${window.location.origin}${PUBLIC_KEY_PEM_PATH}`,
            'base64 -d manifest.sig > manifest.sig.bin',
            'openssl pkeyutl -verify -pubin -inkey rentproof.pem -rawin \\',
            '  -in manifest.json -sigfile manifest.sig.bin',
            '# then compare each file with its "sha256" in manifest.json',
            'sha256sum report.pdf photos/*/*',
            "# the manifest's independent timestamp, with tsa-ca.pem a certificate listed below",
            'openssl ts -verify -data manifest.json -in manifest.tsr -token_in -CAfile tsa-ca.pem',
          ].join('\n')}
        </pre>
      </details>
    </section>
  );
}

/**
 * The certificates the timestamps are checked against: this server's choice, listed with their
 * fingerprints so that a person can compare them with each Time-Stamping Authority's own.
 */
function TimestampAuthorities() {
  const authorities = useTimestampAuthorities();
  return (
    <section
      aria-labelledby="timestamp-authorities"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="timestamp-authorities" className="flex items-center gap-2 font-semibold text-slate-900">
        <Clock className="size-4 text-slate-500" aria-hidden />
        Trusted Time-Stamping Authorities
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A timestamp counts as independent only when its token was signed by one of these certificates, never
        by the certificates a bundle carries. Compare each fingerprint with the one the Time-Stamping
        Authority publishes on its own site. They are also at{' '}
        <a href={TIMESTAMP_AUTHORITIES_PATH} className="text-accent-700 underline">
          {TIMESTAMP_AUTHORITIES_PATH}
        </a>
        .
      </p>
      <div className="mt-3 text-sm text-slate-600">
        {authorities.isPending ? (
          <Skeleton className="h-5 w-64" />
        ) : authorities.isError ? (
          <p>The certificates could not be loaded; timestamps cannot be checked on this page.</p>
        ) : authorities.data.certificates.length === 0 ? (
          <p>This server trusts no Time-Stamping Authority, so no timestamp is shown as verified.</p>
        ) : (
          <ul className="space-y-3" aria-label="Trusted certificates">
            {authorities.data.certificates.map((certificate) => (
              <li key={certificate.sha256Fingerprint}>
                <p className="font-medium text-slate-900">{certificate.name}</p>
                <p>
                  SHA-256 fingerprint:{' '}
                  <code className="break-all font-mono text-xs text-slate-900">
                    {certificate.sha256Fingerprint}
                  </code>
                </p>
                <details>
                  <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-800">
                    Certificate (PEM)
                  </summary>
                  <pre className="overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-xs text-slate-100">
                    {certificate.pem}
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
