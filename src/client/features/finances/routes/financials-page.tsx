import { PiggyBank, Plus, Scale, Wallet } from 'lucide-react';
import { useState } from 'react';
import {
  type Transaction,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '#shared/finances/finance-schemas';
import { PageHeader } from '#client/components/page-header';
import { StatCard } from '#client/components/stat-card';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { EmptyState, LoadError } from '#client/components/ui/empty-state';
import { NativeSelect } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/api-client';
import { formatDate, formatMoney } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import {
  financesApi,
  PAGE_SIZE,
  useFinanceSummary,
  useRefreshFinances,
  useTransactions,
} from '../api/finances-api';
import { MarkPaidDialog } from '../components/mark-paid-dialog';
import { PaidByMonthChart } from '../components/paid-by-month-chart';
import { TransactionDialog } from '../components/transaction-dialog';

const STATUS_TONE = { Paid: 'success', Due: 'warning', Overdue: 'danger' } as const;
const dateOnly = (iso: string) => formatDate(`${iso}T12:00:00`);

function StatusSelect({
  transaction,
  onChange,
}: {
  transaction: Transaction;
  onChange: (status: TransactionStatus) => void;
}) {
  return (
    <NativeSelect
      aria-label={`Status of ${transaction.transactionType} due ${transaction.dueDate}`}
      value={transaction.status}
      onChange={(event) => onChange(event.target.value as TransactionStatus)}
      className="w-auto min-w-28"
    >
      {TRANSACTION_STATUSES.map((status) => (
        <option key={status}>{status}</option>
      ))}
    </NativeSelect>
  );
}

export function FinancialsPage() {
  const [page, setPage] = useState(1);
  const summary = useFinanceSummary();
  const transactions = useTransactions(page);
  const refresh = useRefreshFinances();
  const [editing, setEditing] = useState<{ transaction: Transaction | null } | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  const [busy, setBusy] = useState(false);
  const pages = Math.max(1, Math.ceil((transactions.data?.total ?? 0) / PAGE_SIZE));

  // Paid asks for the day it was paid first: a stamped today would read as paid late.
  const [markingPaid, setMarkingPaid] = useState<Transaction | null>(null);
  const saveStatus = async (
    transaction: Transaction,
    change: Parameters<typeof financesApi.setStatus>[1],
  ) => {
    try {
      await financesApi.setStatus(transaction.id, change);
      await refresh();
      return true;
    } catch (error) {
      notify.error('Error updating status', errorMessage(error));
      return false;
    }
  };
  const changeStatus = async (transaction: Transaction, status: TransactionStatus) => {
    if (status === 'Paid') setMarkingPaid(transaction);
    else await saveStatus(transaction, { status });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await financesApi.remove(deleting.id);
      await refresh();
      notify.success('Transaction deleted.');
      setDeleting(null);
    } catch (error) {
      notify.error('Failed to delete transaction', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const rows = transactions.data?.transactions ?? [];
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
      {summary.isError ? (
        <LoadError title="Error fetching data" onRetry={() => summary.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            label="Total Paid Expenses"
            value={summary.data && formatMoney(summary.data.totalPaidExpenses)}
            icon={<Wallet className="size-5" aria-hidden />}
          />
          <StatCard
            label="Total Income"
            value={summary.data && formatMoney(summary.data.totalIncome)}
            icon={<PiggyBank className="size-5" aria-hidden />}
          />
          <StatCard
            label="Net Balance"
            value={summary.data && formatMoney(summary.data.netBalance)}
            icon={<Scale className="size-5" aria-hidden />}
          />
        </div>
      )}
      <div className="mt-6">{summary.data && <PaidByMonthChart months={summary.data.paidByMonth} />}</div>

      <section aria-label="Transactions" className="mt-6">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Transactions</h2>
        {transactions.isPending ? (
          <Skeleton className="h-48" />
        ) : transactions.isError ? (
          <LoadError title="Error fetching data" onRetry={() => transactions.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<Wallet className="size-6" aria-hidden />}
            title="No transactions yet"
            action={addButton}
          >
            Record rent, utilities and your deposit to see what you have paid and what is due.
          </EmptyState>
        ) : (
          <>
            <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
                  <tr>
                    {['Type', 'Description', 'Amount', 'Due Date', 'Status', 'Paid Date', 'Property', ''].map(
                      (heading) => (
                        <th
                          key={heading}
                          scope="col"
                          className={
                            heading === 'Amount'
                              ? 'px-4 py-3 text-right font-medium'
                              : 'px-4 py-3 font-medium'
                          }
                        >
                          {heading || <span className="sr-only">Actions</span>}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((tx) => (
                    <tr key={tx.id}>
                      <td className="px-4 py-2 font-medium text-slate-900">{tx.transactionType}</td>
                      <td className="max-w-48 truncate px-4 py-2 text-slate-600">
                        {tx.description}
                        {tx.receipt && (
                          <a href={tx.receipt.downloadUrl} className="ml-1 text-accent-700 hover:underline">
                            (receipt)
                          </a>
                        )}
                      </td>
                      <td className="px-4 py-2 text-right tabular-nums">{formatMoney(tx.amount)}</td>
                      <td className="whitespace-nowrap px-4 py-2">{dateOnly(tx.dueDate)}</td>
                      <td className="px-4 py-2">
                        <StatusSelect transaction={tx} onChange={(status) => changeStatus(tx, status)} />
                      </td>
                      <td className="whitespace-nowrap px-4 py-2">
                        {tx.paidDate ? dateOnly(tx.paidDate) : '—'}
                      </td>
                      <td className="px-4 py-2 text-slate-600">{tx.propertyName ?? '—'}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-right">
                        <Button variant="ghost" size="sm" onClick={() => setEditing({ transaction: tx })}>
                          Edit
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-red-700"
                          onClick={() => setDeleting(tx)}
                        >
                          Delete
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-3 md:hidden">
              {rows.map((tx) => (
                <li key={tx.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p className="font-semibold text-slate-900">{tx.transactionType}</p>
                      <p className="text-sm text-slate-500">Due {dateOnly(tx.dueDate)}</p>
                    </div>
                    <p className="text-lg font-semibold tabular-nums">{formatMoney(tx.amount)}</p>
                  </div>
                  {tx.description && <p className="mt-1 text-sm text-slate-600">{tx.description}</p>}
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    <Badge tone={STATUS_TONE[tx.status]}>
                      {tx.paidDate ? `Paid ${dateOnly(tx.paidDate)}` : tx.status}
                    </Badge>
                    <StatusSelect transaction={tx} onChange={(status) => changeStatus(tx, status)} />
                    <Button
                      variant="ghost"
                      size="sm"
                      className="min-h-11"
                      onClick={() => setEditing({ transaction: tx })}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="min-h-11 text-red-700"
                      onClick={() => setDeleting(tx)}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous
                </Button>
                <span className="text-sm text-slate-600">
                  Page {page} of {pages}
                </span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
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
          onConfirm={async (paidDate) => {
            if (await saveStatus(markingPaid, { status: 'Paid', paidDate })) setMarkingPaid(null);
          }}
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
        busy={busy}
        onConfirm={confirmDelete}
      />
    </>
  );
}
