import { useState } from 'react';
import type { InspectionPhoto, InspectionVideo } from '#shared/inspections/inspection-schemas';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { formatDateTime } from '#client/lib/format';
import { MarkupLayer } from '#client/features/photo-markup';
import { VideoPlayer } from '#client/features/videos';

const ADDENDUM = 'Addendum: added after the report was signed';

/**
 * A photo with its markup drawn over it. The box takes the photo's own proportions, so the layer,
 * drawn in fractions of the photo, lies exactly on it at every size.
 */
function MarkedPhoto({ photo, src, alt }: { photo: InspectionPhoto; src: string; alt: string }) {
  return (
    <div
      className="relative w-full overflow-hidden rounded-md bg-slate-100"
      style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
    >
      <img src={src} alt={alt} loading="lazy" className="absolute inset-0 h-full w-full" />
      <MarkupLayer shapes={photo.markup?.shapes ?? []} aspect={photo} />
    </div>
  );
}

/** The facts a signer can check at their source: when the server received the file and its SHA-256. */
function MediaFacts({ receivedAt, sha256 }: { receivedAt: string; sha256: string }) {
  return (
    <dl className="space-y-1 text-xs text-slate-600">
      <div>
        <dt className="inline">Received: </dt>
        <dd className="inline">{formatDateTime(receivedAt)}</dd>
      </div>
      <div>
        <dt>SHA-256 of the original:</dt>
        <dd className="font-mono break-all text-slate-800">{sha256}</dd>
      </div>
    </dl>
  );
}

/**
 * An item's photos as thumbnails (with markup); a tap opens the large copy in a dialog, with its
 * facts. `subject` names the item for the labels ('Kitchen, Walls').
 */
export function ReportPhotos({ photos, subject }: { photos: InspectionPhoto[]; subject: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={`Photos of ${subject}`}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`Enlarge photo ${index + 1} of ${subject}${photo.markup ? ', with markup' : ''}`}
              className="block min-h-11 w-full rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
            >
              {/* The large copy keeps the photo's shape (the thumbnail is a square crop), so the markup lands where it was drawn. */}
              <MarkedPhoto photo={photo} src={photo.urls.large} alt="" />
            </button>
            {photo.addendum && <p className="mt-1 text-xs font-medium text-amber-800">Addendum</p>}
          </li>
        ))}
      </ul>
      <Dialog open={shown !== undefined} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {shown && open !== null && (
          <DialogContent title={`Photo ${open + 1} of ${subject}`} className="max-w-3xl">
            <div className="space-y-3">
              <MarkedPhoto
                photo={shown}
                src={shown.urls.large}
                alt={`Photo ${open + 1} of ${subject}${shown.markup ? ', with the renter’s markup' : ''}`}
              />
              {shown.markup && (
                <p className="text-sm text-slate-600">
                  The drawing is a layer over the photo: the photo itself is unchanged.
                </p>
              )}
              {shown.addendum && <p className="text-sm font-medium text-amber-800">{ADDENDUM}</p>}
              <MediaFacts receivedAt={shown.receivedAt} sha256={shown.sha256} />
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

/** An item's clips, each played in ranges from the server (its length on the player), with its facts. */
export function ReportVideos({ videos, subject }: { videos: InspectionVideo[]; subject: string }) {
  if (videos.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={`Clips of ${subject}`}>
      {videos.map((video, index) => (
        <li key={video.id} className="space-y-1">
          <VideoPlayer video={video} title={`Clip ${index + 1} of ${subject}`} />
          {video.addendum && <p className="text-xs font-medium text-amber-800">{ADDENDUM}</p>}
          <MediaFacts receivedAt={video.receivedAt} sha256={video.sha256} />
        </li>
      ))}
    </ul>
  );
}
