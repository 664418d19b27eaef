import { useState } from 'react';
import type { Transaction } from '#shared/finances/finance-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { ReceiptField } from './receipt-field';
import { TransactionFields } from './transaction-fields';
import { useTransactionForm } from './use-transaction-form';

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
  const form = useTransactionForm(transaction, () => onOpenChange(false));
  const [attaching, setAttaching] = useState(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={transaction ? 'Edit Transaction' : 'Add Transaction'}
        description="Rent, utilities, deposits and other payments."
      >
        <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <StaleUpdateNotice show={form.stale} />
          <TransactionFields
            values={form.values}
            set={form.set}
            setStatus={form.setStatus}
            paidDateError={form.paidDateError}
          />
          <ReceiptField
            receipt={form.values.receipt}
            onChange={form.setReceipt}
            onAttachingChange={setAttaching}
          />
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={form.saving} disabled={attaching}>
              {transaction ? 'Save Changes' : 'Add Transaction'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
