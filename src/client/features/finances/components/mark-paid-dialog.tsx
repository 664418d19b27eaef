import { type FormEvent, useState } from 'react';
import { FIRST_YEAR } from '#shared/dates';
import { type Transaction, transactionStatusSchema } from '#shared/finances/finance-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { localToday } from '#client/lib/dates';
import { formatDate, formatMoney } from '#client/lib/format';

/**
 * Asks on which day a transaction was paid before the list marks it Paid. The field starts empty
 * and nothing can be saved until the renter picks a day: a proposed due date turned one click into
 * a late payment recorded as on time, and a proposed today into an on-time one recorded as late
 * (decision 014).
 */
export function MarkPaidDialog({
  transaction,
  onOpenChange,
  onConfirm,
}: {
  transaction: Transaction;
  onOpenChange: (open: boolean) => void;
  onConfirm: (paidDate: string) => Promise<void>;
}) {
  const today = localToday();
  const [paidDate, setPaidDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = transactionStatusSchema(today).safeParse({ status: 'Paid', paidDate: paidDate || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(paidDate);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title="When was it paid?"
        description={`${transaction.transactionType} of ${formatMoney(transaction.amount)}, due ${formatDate(`${transaction.dueDate}T12:00:00`)}.`}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField
            id="mark-paid-date"
            label="Paid Date"
            error={error}
            hint="Choose the day you paid; nothing is filled in for you. Landlords see whether it was on or before the due date."
          >
            <Input
              id="mark-paid-date"
              type="date"
              required
              min={`${FIRST_YEAR}-01-01`}
              max={today}
              value={paidDate}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'mark-paid-date-error' : 'mark-paid-date-hint'}
              onChange={(e) => setPaidDate(e.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={busy} disabled={!paidDate}>
              Mark as Paid
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
