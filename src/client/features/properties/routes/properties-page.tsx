import { Home, Plus } from 'lucide-react';
import { useState } from 'react';
import { displayPropertyName, type Property } from '#shared/properties/property-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { SkeletonList } from '#client/components/ui/skeleton';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { propertiesApi, useProperties, useRefreshAfterPropertyChange } from '../api/properties-api';
import { LandlordLinks } from '../components/landlord-links';
import { PropertyCard } from '../components/property-card';
import { PropertyDialog } from '../components/property-dialog';

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function PropertiesPage() {
  const properties = useProperties();
  const refresh = useRefreshAfterPropertyChange();
  const [editing, setEditing] = useState<{ property: Property | null } | null>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);
  const remove = useAction({
    run: (property: Property) => propertiesApi.remove(property.id),
    onSuccess: async () => {
      await refresh();
      notify.success('Property deleted successfully.');
      setDeleting(null);
    },
    failureTitle: 'Error deleting property',
  });

  const addButton = (
    <Button onClick={() => setEditing({ property: null })}>
      <Plus className="size-4" aria-hidden />
      Add Property
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Property Manager"
        description="The places you rent, and who manages them."
        actions={addButton}
      />
      <ListState
        query={properties}
        isEmpty={properties.data?.length === 0}
        errorTitle="Error fetching properties"
        loading={<SkeletonList className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" itemClassName="h-48" />}
        empty={
          <EmptyState
            icon={<Home className="size-6" aria-hidden />}
            title="No properties yet"
            action={addButton}
          >
            Add the place you rent to start logging move-in photos and maintenance.
          </EmptyState>
        }
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {properties.data?.map((property) => (
            <PropertyCard
              key={property.id}
              property={property}
              onEdit={() => setEditing({ property })}
              onDelete={() => setDeleting(property)}
            />
          ))}
        </ul>
      </ListState>
      <LandlordLinks />
      <PropertyDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        property={editing?.property ?? null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting ? displayPropertyName(deleting) : 'property'}?`}
        description={
          deleting
            ? `This also deletes its ${plural(deleting.photoCount, 'photo')} and ${plural(deleting.maintenanceCount, 'maintenance item')}. It cannot be undone.`
            : ''
        }
        confirmLabel="Delete property"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
