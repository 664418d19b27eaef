import { Paperclip } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import {
  FINANCE_MESSAGES,
  type Transaction,
  transactionInputSchema,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
} from '#shared/finances/finance-schemas';
import { FIRST_YEAR } from '#shared/dates';
import { PropertySelect } from '#client/components/property-select';
import { useProperties } from '#client/features/properties/api/properties-api';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { errorMessage, staleCurrent } from '#client/lib/api-client';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { documentsApi } from '#client/features/documents/api/documents-api';
import { localToday } from '#client/lib/dates';
import { financesApi, useRefreshFinances } from '../api/finances-api';

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

/** Add (transaction null) or edit a transaction; a receipt file goes to the Document Hub and is linked. */
export function TransactionDialog({
  open,
  onOpenChange,
  transaction,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  transaction: Transaction | null;
}) {
  const properties = useProperties();
  const refresh = useRefreshFinances();
  // The transaction as it is now, once a save was refused because it changed since the dialog opened.
  const [newer, setNewer] = useState<Transaction | null>(null);
  const record = newer ?? transaction;
  const [values, setValues] = useState(() => initial(transaction));
  const [busy, setBusy] = useState(false);
  const [attaching, setAttaching] = useState(false);
  const receiptInput = useRef<HTMLInputElement>(null);
  const [paidDateError, setPaidDateError] = useState<string | undefined>();
  const set =
    (key: 'transactionType' | 'description' | 'amount' | 'dueDate' | 'paidDate' | 'propertyId') =>
    (value: string) =>
      setValues((v) => ({ ...v, [key]: value }));
  // Becoming Paid proposes today; the renter changes it when the payment was made on another day.
  const setStatus = (status: TransactionStatus) =>
    setValues((v) => ({
      ...v,
      status,
      paidDate: status === 'Paid' && !v.paidDate ? localToday() : v.paidDate,
    }));

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setAttaching(true);
    try {
      const document = await documentsApi.upload(file, () => {});
      setValues((v) => ({
        ...v,
        receipt: { id: document.id, fileName: document.fileName, downloadUrl: document.downloadUrl },
      }));
    } catch (error) {
      notify.error('Upload failed', errorMessage(error));
    } finally {
      setAttaching(false);
    }
  };

  const submit = async (event: FormEvent) => {
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
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message ?? FINANCE_MESSAGES.missing;
      notify.error(
        first === FINANCE_MESSAGES.missing ? FINANCE_MESSAGES.missingTitle : 'Please check the form',
        formProblems(parsed.error.issues),
      );
      return;
    }
    setBusy(true);
    try {
      if (record) await financesApi.update(record.id, { ...parsed.data, version: record.version });
      else await financesApi.create(parsed.data);
      await refresh();
      notify.success(transaction ? 'Transaction updated successfully.' : 'Transaction added successfully.');
      onOpenChange(false);
    } catch (error) {
      const current = staleCurrent<Transaction>(error);
      if (current) {
        setNewer(current);
        setValues(initial(current));
        return;
      }
      notify.error(
        transaction ? 'Failed to update transaction' : 'Failed to add transaction',
        errorMessage(error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={transaction ? 'Edit Transaction' : 'Add Transaction'}
        description="Rent, utilities, deposits and other payments."
      >
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <StaleUpdateNotice show={newer !== null} />
          <FormField id="tx-type" label="Type">
            <NativeSelect
              id="tx-type"
              value={values.transactionType}
              onChange={(e) => set('transactionType')(e.target.value)}
            >
              {TRANSACTION_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="tx-status" label="Status">
            <NativeSelect
              id="tx-status"
              value={values.status}
              onChange={(e) => setStatus(e.target.value as TransactionStatus)}
            >
              {TRANSACTION_STATUSES.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="tx-amount" label="Amount ($)">
            <Input
              id="tx-amount"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              required
              value={values.amount}
              onChange={(e) => set('amount')(e.target.value)}
            />
          </FormField>
          <FormField id="tx-due" label="Due Date">
            <Input
              id="tx-due"
              type="date"
              required
              value={values.dueDate}
              onChange={(e) => set('dueDate')(e.target.value)}
            />
          </FormField>
          {values.status === 'Paid' && (
            <FormField
              id="tx-paid"
              label="Paid Date"
              error={paidDateError}
              hint="The day you paid. Landlords see whether it was on or before the due date."
            >
              <Input
                id="tx-paid"
                type="date"
                required
                min={`${FIRST_YEAR}-01-01`}
                max={localToday()}
                value={values.paidDate}
                aria-invalid={paidDateError ? true : undefined}
                aria-describedby={paidDateError ? 'tx-paid-error' : 'tx-paid-hint'}
                onChange={(e) => set('paidDate')(e.target.value)}
              />
            </FormField>
          )}
          <div className="sm:col-span-2">
            <FormField id="tx-description" label="Description">
              <Input
                id="tx-description"
                value={values.description}
                maxLength={500}
                onChange={(e) => set('description')(e.target.value)}
              />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField id="tx-property" label="Property">
              <PropertySelect
                properties={properties.data}
                id="tx-property"
                value={values.propertyId}
                onChange={set('propertyId')}
                allLabel="No property"
              />
            </FormField>
          </div>
          <div className="space-y-2 sm:col-span-2">
            <p className="text-sm font-medium text-slate-800">Receipt</p>
            {values.receipt ? (
              <div className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm">
                <span className="truncate">{values.receipt.fileName}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setValues((v) => ({ ...v, receipt: null }))}
                >
                  Remove
                </Button>
              </div>
            ) : (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="min-h-11"
                busy={attaching}
                onClick={() => receiptInput.current?.click()}
              >
                <Paperclip className="size-4" aria-hidden />
                Attach receipt
              </Button>
            )}
            <input
              ref={receiptInput}
              type="file"
              className="sr-only"
              tabIndex={-1}
              aria-label="Receipt file"
              onChange={(e) => attach(e.target.files?.[0])}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={busy} disabled={attaching}>
              {transaction ? 'Save Changes' : 'Add Transaction'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
