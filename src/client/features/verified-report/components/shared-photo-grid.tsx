import { useState } from 'react';
import { timestampLine } from '#shared/evidence/timestamp-line';
import type { SharedPhoto } from '#shared/verification/verified-report';
import { formatCaptureTime, formatDateTime } from '#client/lib/format';
import { MarkupLayer } from '#client/features/photo-markup';
import { sharedPhotoUrl } from '../api/verified-report-api';
import { SHARED_STAGE_LABELS, SharedMediaCard } from './shared-media-card';

/** The photo's independent timestamp; nothing when none was made (decision 039). */
function StampLine({ photo }: { photo: SharedPhoto }) {
  const line = timestampLine(photo.timestamp, formatDateTime);
  return line && <p className="text-slate-800">{line}</p>;
}

/**
 * A photo in the grid: the square thumbnail, or, for a photo with markup, the whole photo with the
 * markup over it (docs/product.md §34): a cropped photo would cut the drawing off. Its proportions
 * come from the image itself once loaded, as a shared photo does not carry them.
 */
function SharedPhotoImage({ token, photo, alt }: { token: string; photo: SharedPhoto; alt: string }) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  if (!photo.markup) {
    return (
      <img
        src={sharedPhotoUrl(token, photo.id, 'thumb')}
        alt={alt}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover"
      />
    );
  }
  return (
    <span className="relative block">
      <img
        src={sharedPhotoUrl(token, photo.id, 'large')}
        alt={alt}
        loading="lazy"
        onLoad={({ currentTarget: image }) => {
          if (image.naturalWidth > 0) setSize({ width: image.naturalWidth, height: image.naturalHeight });
        }}
        className="aspect-[4/3] w-full object-contain"
      />
      {size && <MarkupLayer shapes={photo.markup.shapes} aspect={size} />}
    </span>
  );
}

/**
 * Photos grouped by property, each with its facts (received, captured, the device's time, SHA-256)
 * and under them its independent timestamp.
 */
export function SharedPhotoGrid({ token, photos }: { token: string; photos: SharedPhoto[] }) {
  const byProperty = new Map<string, SharedPhoto[]>();
  for (const photo of photos)
    byProperty.set(photo.propertyName, [...(byProperty.get(photo.propertyName) ?? []), photo]);
  return (
    <div className="space-y-6">
      {[...byProperty].map(([propertyName, propertyPhotos]) => (
        <div key={propertyName}>
          <h3 className="font-medium text-slate-900">{propertyName}</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {propertyPhotos.map((photo) => (
              <SharedMediaCard
                key={photo.id}
                media={
                  <a
                    href={sharedPhotoUrl(token, photo.id, 'large')}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="block bg-slate-100"
                  >
                    <SharedPhotoImage
                      token={token}
                      photo={photo}
                      alt={`${SHARED_STAGE_LABELS[photo.stage]} photo${photo.area ? ` of the ${photo.area}` : ''}, ${propertyName}`}
                    />
                  </a>
                }
                stage={photo.stage}
                area={photo.area}
                facts={[
                  ['Received', formatDateTime(photo.receivedAt)],
                  ['Taken', photo.capturedAt ? formatCaptureTime(photo.capturedAt) : 'No camera time'],
                  ...(photo.deviceCapturedAt
                    ? ([
                        ["Device's time", `${formatDateTime(photo.deviceCapturedAt)} (the device's clock)`],
                      ] as [string, string][])
                    : []),
                ]}
                sha256={photo.sha256}
              >
                <StampLine photo={photo} />
                {photo.markup && (
                  <p className="text-slate-700">
                    Marked up: the drawing is a layer over the photo; the original is unchanged.
                  </p>
                )}
                {photo.notes && <p className="text-slate-700">{photo.notes}</p>}
              </SharedMediaCard>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
