import { Copy } from 'lucide-react';
import type { EvidencePhoto } from '#shared/deposits/deposit-schemas';
import { timestampLine } from '#shared/evidence/timestamp-line';
import { Button } from '#client/components/ui/button';
import { copyToClipboard } from '#client/lib/clipboard';
import { cn } from '#client/lib/cn';
import { formatCaptureTime, formatDateTime } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { MarkupLayer } from '#client/features/photo-markup';
import { stageLabel } from './evidence-labels';

/** A SHA-256 short enough for a phone's line; the whole value in its title and one tap from the clipboard. */
export function HashFact({ sha256 }: { sha256: string }) {
  const copy = async () => {
    if (await copyToClipboard(sha256)) notify.success('SHA-256 copied.');
    else notify.error('Copy failed', sha256);
  };
  return (
    <span className="inline-flex items-center gap-1">
      <code title={sha256} className="font-mono text-xs text-slate-900">
        {sha256.slice(0, 12)}…
      </code>
      <Button variant="ghost" size="icon" onClick={copy} aria-label="Copy the full SHA-256">
        <Copy className="size-4" aria-hidden />
      </Button>
    </span>
  );
}

/**
 * One photo with the facts anyone can check at their source. `largeUrl`: where its large display
 * copy opens, for a reader who cannot open the photo anywhere else.
 */
export function EvidencePhotoFacts({ photo, largeUrl }: { photo: EvidencePhoto; largeUrl?: string }) {
  const label = stageLabel(photo.stage);
  const alt = `${label} photo${photo.area ? ` of the ${photo.area}` : ''}`;
  const stamp = timestampLine(photo.timestamp, formatDateTime);
  // A marked-up photo shows whole, so the layer's shapes land where the renter drew them.
  const image = photo.markup ? (
    <span className="relative block aspect-square w-full rounded-md bg-slate-100">
      <img
        src={photo.largeUrl}
        alt={`${alt}, with the renter’s markup`}
        loading="lazy"
        className="size-full object-contain"
      />
      <MarkupLayer shapes={photo.markup.shapes} aspect={photo} />
    </span>
  ) : (
    <img
      src={photo.thumbnailUrl}
      alt={alt}
      loading="lazy"
      className="aspect-square w-full rounded-md bg-slate-100 object-cover"
    />
  );
  return (
    <figure className="min-w-0 space-y-2">
      {largeUrl ? (
        <a href={largeUrl} target="_blank" rel="noreferrer noopener" className="block">
          {image}
        </a>
      ) : (
        image
      )}
      <figcaption>
        <p className="text-xs font-medium text-slate-700">
          {label}
          {photo.area && ` · ${photo.area}`}
        </p>
        <dl className="space-y-0.5 text-xs text-slate-600">
          <div className="flex flex-wrap items-center gap-x-1">
            <dt>SHA-256 of the original:</dt>
            <dd>
              <HashFact sha256={photo.sha256} />
            </dd>
          </div>
          <div>
            <dt className="inline">Received: </dt>
            <dd className="inline">{formatDateTime(photo.receivedAt)}</dd>
          </div>
          <div>
            <dt className="inline">Taken: </dt>
            <dd className="inline">
              {photo.capturedAt ? formatCaptureTime(photo.capturedAt) : 'No camera time'}
            </dd>
          </div>
          {photo.deviceCapturedAt && (
            <div>
              <dt className="inline">Device's time: </dt>
              <dd className="inline">{formatDateTime(photo.deviceCapturedAt)} (the device's clock)</dd>
            </div>
          )}
          {stamp && (
            <div>
              <dt className="sr-only">Independent timestamp</dt>
              <dd className={cn(photo.timestamp.status === 'stamped' && 'text-green-800')}>{stamp}</dd>
            </div>
          )}
        </dl>
      </figcaption>
    </figure>
  );
}
