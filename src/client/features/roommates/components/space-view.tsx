import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '#client/components/ui/empty-state';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { SkeletonList } from '#client/components/ui/skeleton';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { roommatesApi, useRefreshRoommates, useRoommateSpace } from '../api/roommates-api';
import { ActivityCard } from './activity-card';
import { BalancesCard } from './balances-card';
import { ChoresCard } from './chores-card';
import { MembersCard } from './members-card';
import { NotesCard } from './notes-card';

/** One shared space: balances and expenses, roommates, chores and notes (docs/product.md §30). */
export function SpaceView({ householdId, onLeft }: { householdId: string; onLeft: () => void }) {
  const space = useRoommateSpace(householdId);
  const refresh = useRefreshRoommates();
  const [leaving, setLeaving] = useState(false);
  const leave = useAction({
    run: () => roommatesApi.leave(householdId),
    onSuccess: async () => {
      setLeaving(false);
      notify.success(
        'Left Space',
        `You are no longer a roommate in ${space.data?.household.name ?? 'the space'}.`,
      );
      onLeft();
      await refresh();
    },
    failureTitle: 'Error leaving space',
  });

  if (space.isPending)
    return <SkeletonList className="grid gap-6 lg:grid-cols-2" itemClassName="h-64" count={4} />;
  if (space.isError) return <LoadError title="Error fetching this space" onRetry={() => space.refetch()} />;
  const { household } = space.data;
  return (
    <section aria-labelledby="space-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="space-title" className="break-words text-xl font-semibold text-slate-900">
            {household.name}
          </h2>
          {household.address && <p className="text-slate-600">{household.address}</p>}
        </div>
        <Button variant="secondary" onClick={() => setLeaving(true)}>
          <LogOut className="size-4" aria-hidden />
          Leave Space
        </Button>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <BalancesCard space={space.data} onChanged={refresh} />
          <ActivityCard space={space.data} onChanged={refresh} />
          <NotesCard space={space.data} onChanged={refresh} />
        </div>
        <div className="min-w-0 space-y-6">
          <MembersCard space={space.data} onChanged={refresh} />
          <ChoresCard space={space.data} onChanged={refresh} />
        </div>
      </div>
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={`Leave ${household.name}?`}
        description="You will no longer see its expenses, chores or notes. What you paid and owe stays in the others' balances. To come back, a roommate invites you again."
        confirmLabel="Leave Space"
        busy={leave.isPending}
        onConfirm={() => leave.mutate()}
      />
    </section>
  );
}
