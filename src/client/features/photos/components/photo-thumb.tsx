import type { Photo, PhotoStage } from '#shared/photos/photo-schemas';
import { photoStageLabel } from '#shared/stays/stay-schemas';
import { Badge } from '#client/components/ui/badge';
import { formatDateTime } from '#client/lib/format';
import { MarkupLayer } from '#client/features/photo-markup';

const STAGE_TONES: Record<PhotoStage, 'info' | 'neutral'> = {
  'move-in': 'info',
  'move-out': 'neutral',
  maintenance: 'neutral',
  'amenity-before': 'neutral',
  'amenity-after': 'neutral',
};

/** What a photo is of, for its image's text: area, property and stage, so that two are told apart. */
export function photoAlt(photo: Photo) {
  return `${photo.area || 'Photo'}, ${photo.propertyName}, ${photoStageLabel(photo)}`;
}

/**
 * A photo card that opens the photo: the whole picture (letterboxed, never cropped: a crop can cut
 * off the very damage it records), its area, stage, property and the time it was received. It loads
 * only when scrolled near.
 */
export function PhotoThumb({ photo, onOpen }: { photo: Photo; onOpen: () => void }) {
  const stage = photoStageLabel(photo);
  return (
    <div className="relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 hover:ring-accent-500">
      <div className="aspect-[4/3] animate-pulse overflow-hidden bg-slate-100 [&:has(img[data-loaded])]:animate-none">
        {/* The button's area stretches over the whole card, so the caption opens the photo too. */}
        <button type="button" onClick={onOpen} className="block size-full after:absolute after:inset-0">
          {/* The display size, not the square thumbnail, which is cropped. */}
          <span className="relative block size-full">
            <img
              src={photo.urls.large}
              alt={photoAlt(photo)}
              loading="lazy"
              decoding="async"
              onLoad={(event) => event.currentTarget.setAttribute('data-loaded', '')}
              className="size-full object-contain"
            />
            {photo.markup && <MarkupLayer shapes={photo.markup.shapes} aspect={photo} />}
          </span>
        </button>
      </div>
      <div className="flex flex-1 flex-col items-start gap-1 p-2">
        <p className="w-full truncate text-sm font-medium text-slate-900" title={photo.area || undefined}>
          {photo.area || `${stage} photo`}
        </p>
        <span className="flex flex-wrap gap-1">
          <Badge tone={STAGE_TONES[photo.stage]}>{stage}</Badge>
          {photo.markup && <Badge>Marked up</Badge>}
        </span>
        <p className="w-full text-xs break-words text-slate-700">{photo.propertyName}</p>
        <p className="text-xs text-slate-500">{formatDateTime(photo.receivedAt)}</p>
      </div>
    </div>
  );
}
