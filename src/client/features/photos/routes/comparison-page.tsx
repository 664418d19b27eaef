import { ArrowLeft, Camera } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Photo } from '#shared/photos/photo-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { useComparison } from '../api/photos-api';
import { PhotoDetailDialog } from '../components/photo-detail-dialog';
import { ComparisonPhoto } from '../components/comparison-photo';

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

/** A property's areas, each with its move-in and move-out photos side by side (one above the other on phones). */
export function ComparisonPage() {
  const { id = '' } = useParams();
  const comparison = useComparison(id);
  const [open, setOpen] = useState<Photo | null>(null);
  const name = comparison.data ? displayPropertyName(comparison.data.property) : 'Property';

  return (
    <>
      <PageHeader
        title={`Move-In / Move-Out: ${name}`}
        description="The same areas at the start and the end of your stay."
        actions={
          <Button asChild variant="secondary">
            <Link to="/properties">
              <ArrowLeft className="size-4" aria-hidden />
              Properties
            </Link>
          </Button>
        }
      />
      <ListState
        query={comparison}
        isEmpty={comparison.data?.areas.length === 0}
        errorTitle="Error fetching photos"
        loading={<Skeleton className="h-64" />}
        empty={
          <EmptyState
            icon={<Camera className="size-6" aria-hidden />}
            title="Nothing to compare yet"
            action={
              <Button asChild>
                <Link to="/move-in">Log move-in photos</Link>
              </Button>
            }
          >
            Log move-in photos area by area, then move-out photos of the same areas, to see them side by side.
          </EmptyState>
        }
      >
        <div className="space-y-6">
          {comparison.data?.areas.map((area) => (
            <section
              key={area.area}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              aria-label={area.area}
            >
              <h2 className="mb-3 text-lg font-semibold text-slate-900">{area.area}</h2>
              <div className="grid gap-4 md:grid-cols-2">
                <Column label="Move-In" photos={area.moveIn} onOpen={setOpen} />
                <Column label="Move-Out" photos={area.moveOut} onOpen={setOpen} />
              </div>
            </section>
          ))}
        </div>
      </ListState>
      <PhotoDetailDialog photo={open} onClose={() => setOpen(null)} />
    </>
  );
}
