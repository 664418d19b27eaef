import { type FormEvent, useState } from 'react';
import {
  FINANCE_MESSAGES,
  type Transaction,
  type TransactionInput,
  transactionInputSchema,
  type TransactionStatus,
} from '#shared/finances/finance-schemas';
import { staleCurrent } from '#client/lib/api-client';
import { localToday } from '#client/lib/dates';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { financesApi, useRefreshFinances } from '../api/finances-api';

export type TransactionFormValues = ReturnType<typeof initial>;
export type TransactionTextField =
  'transactionType' | 'description' | 'amount' | 'dueDate' | 'paidDate' | 'propertyId';

function initial(transaction: Transaction | null) {
  return {
    transactionType: transaction?.transactionType ?? 'Rent',
    description: transaction?.description ?? '',
    amount: transaction?.amount ?? '',
    dueDate: transaction?.dueDate ?? '',
    status: transaction?.status ?? 'Due',
    paidDate: transaction?.paidDate ?? '',
    propertyId: transaction?.propertyId ?? '',
    receipt: transaction?.receipt ?? null,
  };
}

/**
 * The transaction form's state and its save: every problem of the form named at once before
 * anything is sent, and a save refused because the transaction changed since the dialog opened
 * shows the current one instead (decision 013).
 */
export function useTransactionForm(transaction: Transaction | null, close: () => void) {
  const refresh = useRefreshFinances();
  // The transaction as it is now, once a save was refused because it changed since the dialog opened.
  const [newer, setNewer] = useState<Transaction | null>(null);
  const record = newer ?? transaction;
  const [values, setValues] = useState(() => initial(transaction));
  const [paidDateError, setPaidDateError] = useState<string | undefined>();
  const set = (key: TransactionTextField) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  // Becoming Paid fills in no day: the paid date is a fact of evidence the renter states (decision 014).
  const setStatus = (status: TransactionStatus) => setValues((v) => ({ ...v, status }));
  const setReceipt = (receipt: TransactionFormValues['receipt']) => setValues((v) => ({ ...v, receipt }));

  const save = useAction({
    run: (input: TransactionInput) =>
      record
        ? financesApi.update(record.id, { ...input, version: record.version })
        : financesApi.create(input),
    onSuccess: async () => {
      await refresh();
      notify.success(transaction ? 'Transaction updated successfully.' : 'Transaction added successfully.');
      close();
    },
    failureTitle: transaction ? 'Failed to update transaction' : 'Failed to add transaction',
    onError: (error) => {
      const current = staleCurrent<Transaction>(error);
      if (!current) return false;
      setNewer(current);
      setValues(initial(current));
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = transactionInputSchema(localToday()).safeParse({
      ...values,
      propertyId: values.propertyId || null,
      receiptDocumentId: values.receipt?.id ?? null,
      paidDate: values.status === 'Paid' ? values.paidDate || null : null,
    });
    setPaidDateError(
      parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'paidDate')?.message,
    );
    if (parsed.success) return save.mutate(parsed.data);
    const first = parsed.error.issues[0]?.message ?? FINANCE_MESSAGES.missing;
    notify.error(
      first === FINANCE_MESSAGES.missing ? FINANCE_MESSAGES.missingTitle : 'Please check the form',
      formProblems(parsed.error.issues),
    );
  };

  return {
    values,
    set,
    setStatus,
    setReceipt,
    paidDateError,
    stale: newer !== null,
    submit,
    saving: save.isPending,
  };
}
