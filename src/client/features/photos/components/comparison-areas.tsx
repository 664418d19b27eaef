import type { ComparisonArea } from '#shared/photos/comparison';
import type { Photo } from '#shared/photos/photo-schemas';
import { ComparisonPhoto } from './comparison-photo';

function Column({
  label,
  photos,
  onOpen,
}: {
  label: string;
  photos: Photo[];
  onOpen: (photo: Photo) => void;
}) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{label}</h3>
      {photos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">
          No {label.toLowerCase()} photo of this area.
        </p>
      ) : (
        <ul className="space-y-3">
          {photos.map((photo) => (
            <li key={photo.id}>
              <ComparisonPhoto photo={photo} onOpen={() => onOpen(photo)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Each area with its first-stage and last-stage photos side by side (one above the other on
 * phones): Move-In / Move-Out for a home, Check-in / Check-out for a stay.
 */
export function ComparisonAreas({
  areas,
  labels,
  onOpen,
}: {
  areas: ComparisonArea[];
  labels: { moveIn: string; moveOut: string };
  onOpen: (photo: Photo) => void;
}) {
  return (
    <div className="space-y-6">
      {areas.map((area) => (
        <section
          key={area.area}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          aria-label={area.area}
        >
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{area.area}</h2>
          <div className="grid gap-4 md:grid-cols-2">
            <Column label={labels.moveIn} photos={area.moveIn} onOpen={onOpen} />
            <Column label={labels.moveOut} photos={area.moveOut} onOpen={onOpen} />
          </div>
        </section>
      ))}
    </div>
  );
}
