import { Home, Plus } from 'lucide-react';
import { useState } from 'react';
import { displayPropertyName, type Property } from '#shared/properties/property-schemas';
import { PageHeader } from '#client/components/page-header';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { EmptyState, LoadError } from '#client/components/ui/empty-state';
import { SkeletonList } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { propertiesApi, useProperties, useRefreshAfterPropertyChange } from '../api/properties-api';
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
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await propertiesApi.remove(deleting.id);
      await refresh();
      notify.success('Property deleted successfully.');
      setDeleting(null);
    } catch (error) {
      notify.error('Error deleting property', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

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
      {properties.isPending ? (
        <SkeletonList className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" itemClassName="h-48" />
      ) : properties.isError ? (
        <LoadError title="Error fetching properties" onRetry={() => properties.refetch()} />
      ) : properties.data.length === 0 ? (
        <EmptyState
          icon={<Home className="size-6" aria-hidden />}
          title="No properties yet"
          action={addButton}
        >
          Add the place you rent to start logging move-in photos and maintenance.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {properties.data.map((property) => (
            <PropertyCard
              key={property.id}
              property={property}
              onEdit={() => setEditing({ property })}
              onDelete={() => setDeleting(property)}
            />
          ))}
        </ul>
      )}
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
        busy={busy}
        onConfirm={confirmDelete}
      />
    </>
  );
}
