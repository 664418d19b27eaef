import { Wrench } from 'lucide-react';
import { useState } from 'react';
import type { MaintenanceItem, MaintenanceStatus } from '#shared/maintenance/maintenance-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { ShowMoreButton } from '#client/components/show-more-button';
import { PropertySelect } from '#client/components/property-select';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { SkeletonList } from '#client/components/ui/skeleton';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { useProperties } from '#client/features/properties';
import { useLiveMaintenance, useMaintenancePages, useOptimisticMaintenance } from '../api/maintenance-api';
import { MaintenanceForm } from '../components/maintenance-form';
import { MaintenanceListItem } from '../components/maintenance-list-item';

export function MaintenancePage() {
  const properties = useProperties();
  const [propertyId, setPropertyId] = useState('');
  const pages = useMaintenancePages(propertyId);
  const actions = useOptimisticMaintenance(propertyId);
  useLiveMaintenance();
  const [editing, setEditing] = useState<MaintenanceItem | null>(null);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];

  // Both show in the list at once and are undone there if the server refuses (docs/product.md §7).
  const setStatus = useAction({
    run: ({ item, status }: { item: MaintenanceItem; status: MaintenanceStatus }) =>
      actions.setStatus(item.id, status),
    failureTitle: 'Error updating status',
  });
  const remove = useAction({
    run: (item: MaintenanceItem) => actions.remove(item.id),
    onSuccess: () => notify.success('Maintenance item deleted.'),
    failureTitle: 'Error deleting item',
  });

  return (
    <>
      <PageHeader
        title="Maintenance Journal"
        description="What broke, what it costs, and how far the fix has come."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader title="New issue" />
          <CardBody>
            <MaintenanceForm idPrefix="new-maintenance" onSaved={actions.refresh} />
          </CardBody>
        </Card>
        <section aria-label="Maintenance items" className="space-y-4">
          <div className="max-w-xs">
            <label htmlFor="maintenance-filter" className="mb-1.5 block text-sm font-medium text-slate-800">
              Property
            </label>
            <PropertySelect
              properties={properties.data}
              id="maintenance-filter"
              value={propertyId}
              onChange={setPropertyId}
              allLabel="All Properties"
            />
          </div>
          <ListState
            query={pages}
            isEmpty={items.length === 0}
            errorTitle="Error fetching maintenance items"
            loading={<SkeletonList className="space-y-3" itemClassName="h-32" />}
            empty={
              <EmptyState icon={<Wrench className="size-6" aria-hidden />} title="No maintenance issues">
                When something breaks, log it with the form: the date, the details and the cost become part of
                your record.
              </EmptyState>
            }
          >
            <ul className="space-y-3">
              {items.map((item) => (
                <MaintenanceListItem
                  key={item.id}
                  item={item}
                  onStatus={(status) => setStatus.mutate({ item, status })}
                  onEdit={() => setEditing(item)}
                  onDelete={() => remove.mutate(item)}
                />
              ))}
            </ul>
            <ShowMoreButton pages={pages} />
          </ListState>
        </section>
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title="Edit maintenance item">
            <MaintenanceForm
              key={editing.id}
              idPrefix="edit-maintenance"
              item={editing}
              onSaved={async () => {
                await actions.refresh();
                setEditing(null);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
