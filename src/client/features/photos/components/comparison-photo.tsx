import { ChevronRight } from 'lucide-react';
import type { Photo } from '#shared/photos/photo-schemas';
import { formatCaptureTime, formatDateTime } from '#client/lib/format';
import { MarkupLayer } from '#client/features/photo-markup';
import { photoAlt } from './photo-thumb';

/**
 * One photo of a comparison, whole and as wide as its column, with the time it was received; its
 * three facts (received, taken, SHA-256) open under it on demand, so that a phone shows them
 * without the page growing sideways.
 */
export function ComparisonPhoto({ photo, onOpen }: { photo: Photo; onOpen: () => void }) {
  const received = formatDateTime(photo.receivedAt);
  return (
    <figure className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
      <button type="button" onClick={onOpen} className="relative block w-full bg-slate-100">
        <img
          src={photo.urls.large}
          alt={photoAlt(photo)}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-contain"
        />
        {photo.markup && <MarkupLayer shapes={photo.markup.shapes} aspect={photo} />}
      </button>
      <figcaption className="px-3 pt-2 text-sm">
        <p className="text-slate-700">Received {received}</p>
        <details className="group">
          <summary className="-mx-1 flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-1 font-medium text-accent-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
            Details
            <span className="sr-only"> of the photo received {received}</span>
          </summary>
          <dl className="space-y-2 pb-3">
            <div>
              <dt className="font-medium text-slate-500">Received by Rentproof</dt>
              <dd className="text-slate-900">{received}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">Taken</dt>
              <dd className="text-slate-900">
                {photo.capturedAt ? formatCaptureTime(photo.capturedAt) : 'Not recorded by the camera'}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">SHA-256 of the original</dt>
              <dd className="font-mono text-xs break-all text-slate-900">{photo.sha256}</dd>
            </div>
          </dl>
        </details>
      </figcaption>
    </figure>
  );
}
