import { type Photo, PHOTO_STAGE_LABELS } from '../../../../shared/photos/photo-schemas';
import { formatDateTime } from '../../../lib/format';

/** A square thumbnail that opens the photo; it loads only when scrolled near. */
export function PhotoThumb({ photo, onOpen }: { photo: Photo; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group block w-full overflow-hidden rounded-lg bg-white text-left shadow-sm ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-accent-600"
    >
      <div className="aspect-square animate-pulse bg-slate-200 [&:has(img[data-loaded])]:animate-none">
        <img
          src={photo.urls.thumb}
          alt={photo.area ? `${photo.area}, ${photo.propertyName}` : `Photo of ${photo.propertyName}`}
          loading="lazy"
          decoding="async"
          onLoad={(event) => event.currentTarget.setAttribute('data-loaded', '')}
          className="size-full object-cover transition-transform group-hover:scale-105"
        />
      </div>
      <div className="space-y-0.5 p-2">
        <p className="truncate text-sm font-medium text-slate-900">
          {photo.area || PHOTO_STAGE_LABELS[photo.stage]}
        </p>
        <p className="truncate text-xs text-slate-500">{formatDateTime(photo.receivedAt)}</p>
      </div>
    </button>
  );
}
