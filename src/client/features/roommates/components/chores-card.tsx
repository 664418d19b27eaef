import { ListChecks, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { RoommateChore } from '#shared/roommates/roommate-schemas';
import type { RoommateSpace } from '#shared/roommates/roommate-responses';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { staleCurrent } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { roommatesApi } from '../api/roommates-api';
import { formatDay } from './activity-item';
import { personName } from './balances-card';
import { ChoreForm } from './chore-form';

function ChoreDetails({ chore, space }: { chore: RoommateChore; space: RoommateSpace }) {
  const parts = [
    chore.assignee ? `For ${personName(chore.assignee, space, false)}` : 'For anyone',
    chore.dueDate ? `due ${formatDay(chore.dueDate)}` : null,
  ].filter(Boolean);
  return (
    <>
      <p className="text-sm text-slate-600">{parts.join(' · ')}</p>
      {chore.doneAt && chore.doneBy && (
        <p className="text-sm font-medium text-green-700">Done by {personName(chore.doneBy, space, false)}</p>
      )}
    </>
  );
}

/** Chores: who does what by when, ticked done by whoever did it. */
export function ChoresCard({ space, onChanged }: { space: RoommateSpace; onChanged: () => unknown }) {
  const householdId = space.household.id;
  const [editing, setEditing] = useState<RoommateChore | null>(null);
  const [removing, setRemoving] = useState<RoommateChore | null>(null);
  const tick = useAction({
    run: ({ chore, done }: { chore: RoommateChore; done: boolean }) =>
      roommatesApi.updateChore(householdId, chore.id, {
        title: chore.title,
        assigneeId: chore.assignee?.id ?? null,
        dueDate: chore.dueDate,
        done,
        version: chore.version,
      }),
    onSuccess: async (_, { done }) => {
      notify.success('Success!', done ? 'Chore done.' : 'Chore reopened.');
      await onChanged();
    },
    failureTitle: 'Error updating chore',
    onError: async (error) => {
      if (!staleCurrent<RoommateChore>(error)) return false;
      notify.error('Error updating chore', 'Someone changed this chore. Here it is as it is now.');
      await onChanged();
      return true;
    },
  });
  const remove = useAction({
    run: (chore: RoommateChore) => roommatesApi.removeChore(householdId, chore.id),
    onSuccess: async () => {
      setRemoving(null);
      notify.success('Success!', 'Chore deleted.');
      await onChanged();
    },
    failureTitle: 'Error deleting chore',
  });

  return (
    <Card aria-labelledby="chores-title">
      <CardHeader title={<span id="chores-title">Chores</span>} />
      <CardBody className="space-y-5">
        <ChoreForm householdId={householdId} members={space.members} onSaved={onChanged} />
        {space.chores.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <ListChecks className="size-5 text-accent-600" aria-hidden /> No chores yet.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Chores">
            {space.chores.map((chore) => (
              <li key={chore.id} className="flex items-start gap-3 py-3">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 accent-accent-600"
                  aria-label={`${chore.title} done`}
                  // The box shows the tick at once; the list shows who did it once the server answers.
                  checked={
                    tick.isPending && tick.variables?.chore.id === chore.id
                      ? tick.variables.done
                      : chore.doneAt !== null
                  }
                  disabled={tick.isPending && tick.variables?.chore.id === chore.id}
                  onChange={(event) => tick.mutate({ chore, done: event.target.checked })}
                />
                <div className="min-w-0 flex-1">
                  <p className={cn('break-words font-medium text-slate-900', chore.doneAt && 'line-through')}>
                    {chore.title}
                  </p>
                  <ChoreDetails chore={chore} space={space} />
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${chore.title}`}
                    onClick={() => setEditing(chore)}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Delete ${chore.title}`}
                    onClick={() => setRemoving(chore)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title="Edit chore">
            <ChoreForm
              key={editing.id}
              householdId={householdId}
              members={space.members}
              chore={editing}
              onSaved={async () => {
                await onChanged();
                setEditing(null);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this chore?"
        description={`${removing?.title ?? 'The chore'} will be deleted for everyone here.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Card>
  );
}
