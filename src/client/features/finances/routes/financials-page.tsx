import { Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import type { Transaction, TransactionStatus } from '#shared/finances/finance-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { formatMoney } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { financesApi, PAGE_SIZE, useTransactions } from '../api/finances-api';
import { FinanceSummaryCards } from '../components/finance-summary-cards';
import { MarkPaidDialog } from '../components/mark-paid-dialog';
import { Pager } from '../components/pager';
import { TransactionDialog } from '../components/transaction-dialog';
import { dateOnly, TransactionList } from '../components/transaction-list';

type StatusChange = { transaction: Transaction; change: Parameters<typeof financesApi.setStatus>[1] };

export function FinancialsPage() {
  const [page, setPage] = useState(1);
  const transactions = useTransactions(page);
  const [editing, setEditing] = useState<{ transaction: Transaction | null } | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  // Paid asks for the day it was paid first: a stamped today would read as paid late.
  const [markingPaid, setMarkingPaid] = useState<Transaction | null>(null);
  const pages = Math.max(1, Math.ceil((transactions.data?.total ?? 0) / PAGE_SIZE));
  const rows = transactions.data?.transactions ?? [];

  const saveStatus = useAction({
    run: ({ transaction, change }: StatusChange) => financesApi.setStatus(transaction.id, change),
    refreshes: [['finances']],
    failureTitle: 'Error updating status',
  });
  const remove = useAction({
    run: (transaction: Transaction) => financesApi.remove(transaction.id),
    refreshes: [['finances']],
    onSuccess: () => {
      notify.success('Transaction deleted.');
      setDeleting(null);
    },
    failureTitle: 'Failed to delete transaction',
  });
  const changeStatus = (transaction: Transaction, status: TransactionStatus) => {
    if (status === 'Paid') setMarkingPaid(transaction);
    else saveStatus.mutate({ transaction, change: { status } });
  };

  const addButton = (
    <Button onClick={() => setEditing({ transaction: null })}>
      <Plus className="size-4" aria-hidden />
      Add Transaction
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Financial Tracker"
        description="Rent, utilities and deposits, with what you have paid and got back."
        actions={addButton}
      />
      <FinanceSummaryCards />
      <section aria-label="Transactions" className="mt-6">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Transactions</h2>
        <ListState
          query={transactions}
          isEmpty={rows.length === 0}
          errorTitle="Error fetching data"
          loading={<Skeleton className="h-48" />}
          empty={
            <EmptyState
              icon={<Wallet className="size-6" aria-hidden />}
              title="No transactions yet"
              action={addButton}
            >
              Record rent, utilities and your deposit to see what you have paid and what is due.
            </EmptyState>
          }
        >
          <TransactionList
            rows={rows}
            onStatus={changeStatus}
            onEdit={(transaction) => setEditing({ transaction })}
            onDelete={setDeleting}
          />
          <Pager page={page} pages={pages} onPage={setPage} />
        </ListState>
      </section>
      {editing && (
        <TransactionDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          transaction={editing.transaction}
        />
      )}
      {markingPaid && (
        <MarkPaidDialog
          transaction={markingPaid}
          onOpenChange={(open) => !open && setMarkingPaid(null)}
          onConfirm={(paidDate) =>
            saveStatus
              .mutateAsync({ transaction: markingPaid, change: { status: 'Paid', paidDate } })
              .then(() => setMarkingPaid(null))
              // The failure is already in a toast; the dialog stays open to try another date.
              .catch(() => {})
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this transaction?"
        description={
          deleting
            ? `${deleting.transactionType} of ${formatMoney(deleting.amount)} due ${dateOnly(deleting.dueDate)} will be removed.`
            : ''
        }
        confirmLabel="Delete transaction"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
