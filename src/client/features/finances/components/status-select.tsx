import {
  type Transaction,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '#shared/finances/finance-schemas';
import { NativeSelect } from '#client/components/ui/select';

/** A transaction's status, changed in place from the list. */
export function StatusSelect({
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
