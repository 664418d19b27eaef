import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { Amenity } from '#shared/amenities/amenity-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { ShowMoreButton } from '#client/components/show-more-button';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { SkeletonList } from '#client/components/ui/skeleton';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { amenitiesApi, useAmenityPages, useRefreshAmenities } from '../api/amenities-api';
import { AmenityEditForm } from '../components/amenity-edit-form';
import { AmenityForm } from '../components/amenity-form';
import { AmenityListItem } from '../components/amenity-list-item';

/** The amenity log (docs/product.md §27). */
export function AmenityLogPage() {
  const pages = useAmenityPages();
  const refresh = useRefreshAmenities();
  const [editing, setEditing] = useState<Amenity | null>(null);
  const [deleting, setDeleting] = useState<Amenity | null>(null);
  const amenities = pages.data?.pages.flatMap((page) => page.amenities) ?? [];

  const remove = useAction({
    run: (amenity: Amenity) => amenitiesApi.remove(amenity.id),
    onSuccess: async () => {
      setDeleting(null);
      notify.success('Success!', 'Amenity deleted.');
      await refresh();
    },
    failureTitle: 'Error deleting amenity',
  });

  return (
    <>
      <PageHeader
        title="Amenity Log"
        description="The shared amenities of your home, with photos of how they were before and after."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader title="Log Amenity" />
          <CardBody>
            <AmenityForm onSaved={refresh} />
          </CardBody>
        </Card>
        <section aria-label="Amenities" className="space-y-4">
          <ListState
            query={pages}
            isEmpty={amenities.length === 0}
            errorTitle="Error fetching amenities"
            loading={<SkeletonList className="space-y-3" itemClassName="h-32" />}
            empty={
              <EmptyState icon={<Sparkles className="size-6" aria-hidden />} title="No amenities logged">
                Log a pool, gym or laundry room with photos of it before and after, so its condition is on
                record.
              </EmptyState>
            }
          >
            <ul className="space-y-3">
              {amenities.map((amenity) => (
                <AmenityListItem
                  key={amenity.id}
                  amenity={amenity}
                  onEdit={() => setEditing(amenity)}
                  onDelete={() => setDeleting(amenity)}
                />
              ))}
            </ul>
            <ShowMoreButton pages={pages} />
          </ListState>
        </section>
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title="Edit amenity">
            <AmenityEditForm
              key={editing.id}
              amenity={editing}
              onSaved={async () => {
                await refresh();
                setEditing(null);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this amenity?"
        description={`${deleting?.name ?? 'The amenity'} and its before and after photos will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
