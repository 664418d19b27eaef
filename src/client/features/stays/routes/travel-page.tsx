import { Plane, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Stay } from '#shared/stays/stay-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { ShowMoreButton } from '#client/components/show-more-button';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { SkeletonList } from '#client/components/ui/skeleton';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { staysApi, useRefreshStays, useStayPages } from '../api/stays-api';
import { StayCard } from '../components/stay-card';
import { StayForm } from '../components/stay-form';

/** Travel Mode (docs/product.md §29): stays in hotels and short-term rentals, each with its own evidence. */
export function TravelPage() {
  const pages = useStayPages();
  const refresh = useRefreshStays();
  // 'new' while logging a stay, a stay while editing it.
  const [form, setForm] = useState<'new' | Stay | null>(null);
  const [deleting, setDeleting] = useState<Stay | null>(null);
  const stays = pages.data?.pages.flatMap((page) => page.stays) ?? [];

  const remove = useAction({
    run: (stay: Stay) => staysApi.remove(stay.id),
    onSuccess: async () => {
      setDeleting(null);
      notify.success('Success!', 'Stay deleted.');
      await refresh();
    },
    failureTitle: 'Error deleting stay',
  });
  const logNew = (
    <Button onClick={() => setForm('new')}>
      <Plus className="size-4" aria-hidden />
      Log New Stay
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Travel Mode"
        description="Hotels and short-term rentals: photos at check-in and check-out, kept as evidence."
        actions={logNew}
      />
      <section aria-label="Stays">
        <ListState
          query={pages}
          isEmpty={stays.length === 0}
          errorTitle="Error fetching stays"
          loading={<SkeletonList className="space-y-3" itemClassName="h-48" />}
          empty={
            <EmptyState icon={<Plane className="size-6" aria-hidden />} title="No stays logged">
              Log a hotel or short-term rental stay, then photograph the room at check-in and check-out so its
              condition is on record.
            </EmptyState>
          }
        >
          <ul className="space-y-4">
            {stays.map((stay) => (
              <StayCard
                key={stay.id}
                stay={stay}
                onEdit={() => setForm(stay)}
                onDelete={() => setDeleting(stay)}
              />
            ))}
          </ul>
          <ShowMoreButton pages={pages} />
        </ListState>
      </section>
      <Dialog open={form !== null} onOpenChange={(open) => !open && setForm(null)}>
        {form && (
          <DialogContent title={form === 'new' ? 'Log New Stay' : 'Edit stay'}>
            <StayForm
              key={form === 'new' ? 'new' : form.id}
              stay={form === 'new' ? undefined : form}
              onSaved={async () => {
                await refresh();
                setForm(null);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this stay?"
        description={`${deleting?.place ?? 'The stay'}, its check-in and check-out photos will be deleted, and its share links will stop working. This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
