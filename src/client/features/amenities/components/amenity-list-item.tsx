import { Pencil, Trash2 } from 'lucide-react';
import type { Amenity, AmenityPhoto } from '#shared/amenities/amenity-schemas';
import { Button } from '#client/components/ui/button';
import { formatDateTime } from '#client/lib/format';

function Thumbs({ label, name, photos }: { label: string; name: string; photos: AmenityPhoto[] }) {
  return (
    <div>
      <p className="text-xs font-medium text-slate-600">{label}</p>
      {photos.length === 0 ? (
        <p className="text-sm text-slate-500">No photos</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.largeUrl} target="_blank" rel="noreferrer">
                <img
                  src={photo.thumbUrl}
                  alt={`${name}, ${label.toLowerCase()} photo ${index + 1}`}
                  className="size-20 rounded-lg border border-slate-200 object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AmenityListItem({
  amenity,
  onEdit,
  onDelete,
}: {
  amenity: Amenity;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{amenity.name}</h3>
          <p className="text-sm text-slate-500">
            {amenity.propertyName} ·{' '}
            <time dateTime={amenity.createdAt}>{formatDateTime(amenity.createdAt)}</time>
          </p>
        </div>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${amenity.name}`}>
            <Pencil className="size-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Delete ${amenity.name}`}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {amenity.notes && <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{amenity.notes}</p>}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Thumbs label="Before" name={amenity.name} photos={amenity.beforePhotos} />
        <Thumbs label="After" name={amenity.name} photos={amenity.afterPhotos} />
      </div>
    </li>
  );
}
