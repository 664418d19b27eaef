import type { Transaction, TransactionStatus } from '#shared/finances/finance-schemas';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { formatDate, formatMoney } from '#client/lib/format';
import { StatusSelect } from './status-select';

const STATUS_TONE = { Paid: 'success', Due: 'warning', Overdue: 'danger' } as const;
const HEADINGS = ['Type', 'Description', 'Amount', 'Due Date', 'Status', 'Paid Date', 'Property', ''];

/** A calendar date (YYYY-MM-DD) as the person reads it, at noon so no time zone moves its day. */
export const dateOnly = (iso: string) => formatDate(`${iso}T12:00:00`);

type RowActions = {
  onStatus: (transaction: Transaction, status: TransactionStatus) => void;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
};

/** The transactions: a table on wide screens, cards on phones. */
export function TransactionList({ rows, ...actions }: { rows: Transaction[] } & RowActions) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              {HEADINGS.map((heading) => (
                <th
                  key={heading}
                  scope="col"
                  className={
                    heading === 'Amount' ? 'px-4 py-3 text-right font-medium' : 'px-4 py-3 font-medium'
                  }
                >
                  {heading || <span className="sr-only">Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((tx) => (
              <TransactionRow key={tx.id} tx={tx} {...actions} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {rows.map((tx) => (
          <TransactionCard key={tx.id} tx={tx} {...actions} />
        ))}
      </ul>
    </>
  );
}

function TransactionRow({ tx, onStatus, onEdit, onDelete }: { tx: Transaction } & RowActions) {
  return (
    <tr>
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
        <StatusSelect transaction={tx} onChange={(status) => onStatus(tx, status)} />
      </td>
      <td className="whitespace-nowrap px-4 py-2">{tx.paidDate ? dateOnly(tx.paidDate) : '—'}</td>
      <td className="px-4 py-2 text-slate-600">{tx.propertyName ?? '—'}</td>
      <td className="whitespace-nowrap px-4 py-2 text-right">
        <Button variant="ghost" size="sm" onClick={() => onEdit(tx)}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" className="text-red-700" onClick={() => onDelete(tx)}>
          Delete
        </Button>
      </td>
    </tr>
  );
}

function TransactionCard({ tx, onStatus, onEdit, onDelete }: { tx: Transaction } & RowActions) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
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
        <StatusSelect transaction={tx} onChange={(status) => onStatus(tx, status)} />
        <Button variant="ghost" size="sm" className="min-h-11" onClick={() => onEdit(tx)}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" className="min-h-11 text-red-700" onClick={() => onDelete(tx)}>
          Delete
        </Button>
      </div>
    </li>
  );
}
