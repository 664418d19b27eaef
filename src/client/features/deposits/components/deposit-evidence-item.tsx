import { FileText, Trash2, Wrench } from 'lucide-react';
import type { DepositEvidence } from '#shared/deposits/deposit-schemas';
import { Button } from '#client/components/ui/button';
import { formatDateTime } from '#client/lib/format';
import { evidenceTitle, statusLabel } from './evidence-labels';
import { EvidencePhotoFacts, HashFact } from './evidence-photo';

type Pair = Extract<DepositEvidence, { kind: 'pair' }>;

function changesLine(evidence: Pair) {
  if (evidence.changeStatus === 'pending') return 'The change check has not run yet.';
  if (evidence.changeStatus === 'failed') return 'The change check could not run on this pair.';
  const n = evidence.keptChanges;
  return `${n} ${n === 1 ? 'change' : 'changes'} highlighted between move-in and move-out`;
}

function EvidenceBody({
  evidence,
  largePhotoUrl,
}: {
  evidence: DepositEvidence;
  largePhotoUrl?: (photoId: string) => string;
}) {
  switch (evidence.kind) {
    case 'pair':
      return (
        <>
          <p className="text-sm text-slate-600">{changesLine(evidence)}</p>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {[evidence.moveIn, evidence.moveOut].map((photo) => (
              <EvidencePhotoFacts key={photo.id} photo={photo} largeUrl={largePhotoUrl?.(photo.id)} />
            ))}
          </div>
        </>
      );
    case 'photo':
      return (
        <div className="mt-2 max-w-56">
          <EvidencePhotoFacts photo={evidence.photo} largeUrl={largePhotoUrl?.(evidence.photo.id)} />
        </div>
      );
    case 'maintenance':
      return (
        <div className="mt-1 space-y-2 text-sm text-slate-700">
          <p>
            {statusLabel(evidence.status)} · reported {formatDateTime(evidence.reportedAt)}
          </p>
          {evidence.details && <p className="whitespace-pre-wrap">{evidence.details}</p>}
          {evidence.updates.length > 0 && (
            <ol className="space-y-1 border-l-2 border-slate-200 pl-3" aria-label="Landlord updates">
              {evidence.updates.map((update) => (
                <li key={`${update.at}-${update.status}`}>
                  <span className="font-medium">{statusLabel(update.status)}</span> by {update.by},{' '}
                  {formatDateTime(update.at)}
                  {update.comment && <span className="block text-slate-600">{update.comment}</span>}
                </li>
              ))}
            </ol>
          )}
        </div>
      );
    case 'document':
      return (
        <dl className="mt-1 space-y-0.5 text-xs text-slate-600">
          <div className="flex flex-wrap items-center gap-x-1">
            <dt>SHA-256:</dt>
            <dd>
              <HashFact sha256={evidence.sha256} />
            </dd>
          </div>
          <div>
            <dt className="inline">Uploaded: </dt>
            <dd className="inline">{formatDateTime(evidence.uploadedAt)}</dd>
          </div>
        </dl>
      );
  }
}

const ICONS = { maintenance: Wrench, document: FileText } as const;

/**
 * One record attached to a deduction with the facts the dispute letter cites of it, on the renter's
 * deposit page and on the landlord's view of a dispute link. `largePhotoUrl`: where a photo's large
 * copy opens (the link's view); `onRemove`: the renter's button that detaches it, `removing` while
 * that is under way.
 */
export function DepositEvidenceItem({
  evidence,
  largePhotoUrl,
  onRemove,
  removing = false,
}: {
  evidence: DepositEvidence;
  largePhotoUrl?: (photoId: string) => string;
  onRemove?: () => void;
  removing?: boolean;
}) {
  const title = evidenceTitle(evidence);
  const Icon = evidence.kind === 'maintenance' || evidence.kind === 'document' ? ICONS[evidence.kind] : null;
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-900">
          {Icon && <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />}
          {evidence.kind === 'document' ? (
            <a href={evidence.downloadUrl} download className="break-all text-accent-700 underline">
              {evidence.fileName}
            </a>
          ) : (
            <span className="break-words">{title}</span>
          )}
        </p>
        {onRemove && (
          <Button
            variant="ghost"
            size="icon"
            onClick={onRemove}
            busy={removing}
            aria-label={`Remove ${title}`}
            className="shrink-0 text-red-700 hover:bg-red-50"
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        )}
      </div>
      <EvidenceBody evidence={evidence} largePhotoUrl={largePhotoUrl} />
    </li>
  );
}
