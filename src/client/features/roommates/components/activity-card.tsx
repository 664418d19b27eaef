import { Pencil, Receipt, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { RoommateExpense, RoommateSettlement } from '#shared/roommates/roommate-schemas';
import type { RoommateActivityPage, RoommateSpace } from '#shared/roommates/roommate-responses';
import { ListState } from '#client/components/list-state';
import { ShowMoreButton } from '#client/components/show-more-button';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { formatMoney } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { roommatesApi, useRoommateActivity } from '../api/roommates-api';
import { personName } from './balances-card';
import { ExpenseForm } from './expense-form';
import { ActivityItem } from './activity-item';

type Item = RoommateActivityPage['items'][number];
type Removing =
  { kind: 'expense'; expense: RoommateExpense } | { kind: 'settlement'; settlement: RoommateSettlement };

/** Expenses and settle-ups, newest first: add, edit and delete them. */
export function ActivityCard({ space, onChanged }: { space: RoommateSpace; onChanged: () => unknown }) {
  const householdId = space.household.id;
  const pages = useRoommateActivity(householdId);
  const [editing, setEditing] = useState<RoommateExpense | 'new' | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const items: Item[] = pages.data?.pages.flatMap((page) => page.items) ?? [];

  const remove = useAction({
    run: (item: Removing) =>
      item.kind === 'expense'
        ? roommatesApi.removeExpense(householdId, item.expense.id)
        : roommatesApi.removeSettlement(householdId, item.settlement.id),
    onSuccess: async (_, item) => {
      setRemoving(null);
      notify.success('Success!', item.kind === 'expense' ? 'Expense deleted.' : 'Settle-up deleted.');
      await onChanged();
    },
    failureTitle: 'Error deleting',
  });

  return (
    <Card aria-labelledby="activity-title">
      <CardHeader
        title={<span id="activity-title">Expenses &amp; settle-ups</span>}
        action={<Button onClick={() => setEditing('new')}>Add Expense</Button>}
      />
      <CardBody className="space-y-3">
        <ListState
          query={pages}
          isEmpty={items.length === 0}
          errorTitle="Error fetching expenses"
          empty={
            <EmptyState icon={<Receipt className="size-6" aria-hidden />} title="No expenses yet">
              Add what one of you paid for everyone, split equally or by amount, and the balances add up here.
            </EmptyState>
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Expenses and settle-ups">
            {items.map((item) => (
              <ActivityItem
                key={item.kind === 'expense' ? item.expense.id : item.settlement.id}
                item={item}
                space={space}
                actions={
                  <>
                    {item.kind === 'expense' && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${item.expense.description}`}
                        onClick={() => setEditing(item.expense)}
                      >
                        <Pencil className="size-4" aria-hidden />
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-red-700 hover:bg-red-50"
                      aria-label={
                        item.kind === 'expense' ? `Delete ${item.expense.description}` : 'Delete settle-up'
                      }
                      onClick={() => setRemoving(item)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </>
                }
              />
            ))}
          </ul>
          <ShowMoreButton pages={pages}>Load more</ShowMoreButton>
        </ListState>
      </CardBody>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title={editing === 'new' ? 'Add Expense' : 'Edit expense'}>
            <ExpenseForm
              key={editing === 'new' ? 'new' : editing.id}
              householdId={householdId}
              members={space.members}
              expense={editing === 'new' ? null : editing}
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
        title={removing?.kind === 'settlement' ? 'Delete this settle-up?' : 'Delete this expense?'}
        description={
          removing?.kind === 'settlement'
            ? `The payment of ${formatMoney(removing.settlement.amount)} from ${personName(removing.settlement.from, space)} to ${personName(removing.settlement.to, space, false)} no longer counts in the balances.`
            : `${removing?.expense.description ?? 'The expense'} no longer counts in the balances. This cannot be undone.`
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Card>
  );
}
