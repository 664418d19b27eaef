import { type FormEvent, useState } from 'react';
import { type Deposit, type DepositUpdate, depositUpdateSchema } from '#shared/deposits/deposit-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { staleCurrent } from '#client/lib/api-client';
import { localToday } from '#client/lib/dates';
import { formatMoney } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { depositsApi, useRefreshDeposits } from '../api/deposits-api';
import { depositUpdate } from './deposit-fields';
import { calendarDate } from './deposit-format';
import { fieldErrors, notifyFieldProblems, serverFieldErrors } from '#client/lib/field-errors';

/** Saves the deposit with a new outcome (or none), at the version it was read at. */
function useSaveOutcome(deposit: Deposit, onSaved: () => void) {
  const refresh = useRefreshDeposits();
  const [stale, setStale] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAction({
    run: (input: DepositUpdate) => depositsApi.update(deposit.id, input),
    onSuccess: async (_, input) => {
      await refresh();
      notify.success(input.returnedOn ? 'Outcome recorded.' : 'Deposit saved.');
      onSaved();
    },
    failureTitle: 'Could not save the outcome',
    onError: async (error) => {
      if (staleCurrent<Deposit>(error)) {
        setStale(true);
        await refresh();
        return true;
      }
      const problems = serverFieldErrors(error);
      if (!problems) return false;
      setErrors(problems);
      notifyFieldProblems();
      return true;
    },
  });
  const submit = (outcome: { returnedAmount: string | null; returnedOn: string | null }) => {
    const parsed = depositUpdateSchema.safeParse(depositUpdate(deposit, outcome));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      notifyFieldProblems();
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return { submit, errors, stale, busy: save.isPending };
}

function OutcomeDialog({ deposit, onClose }: { deposit: Deposit; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState(localToday());
  const outcome = useSaveOutcome(deposit, onClose);
  const { errors } = outcome;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    outcome.submit({ returnedAmount: amount, returnedOn: day });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Record the outcome"
        description={`What came back of your ${formatMoney(deposit.amount)} deposit, and when. Enter 0 if nothing came back.`}
      >
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <StaleUpdateNotice show={outcome.stale} />
          <FormField id="outcome-amount" label="Amount returned ($)" error={errors.returnedAmount}>
            <Input
              {...describedBy('outcome-amount', errors.returnedAmount)}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </FormField>
          <FormField id="outcome-date" label="Date returned" error={errors.returnedOn}>
            <Input
              {...describedBy('outcome-date', errors.returnedOn)}
              type="date"
              value={day}
              onChange={(event) => setDay(event.target.value)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={outcome.busy}>
              Record the outcome
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What came back of the deposit, once it is known; it can be cleared if it was entered by mistake. */
export function OutcomeCard({ deposit }: { deposit: Deposit }) {
  const [recording, setRecording] = useState(false);
  const clear = useSaveOutcome(deposit, () => undefined);
  const { returnedAmount, returnedOn } = deposit;
  return (
    <Card>
      <CardHeader title="Outcome" />
      <CardBody className="space-y-3">
        {returnedAmount !== null && returnedOn !== null ? (
          <>
            <p className="text-lg font-semibold text-slate-900">
              Returned {formatMoney(returnedAmount)} of {formatMoney(deposit.amount)} on{' '}
              {calendarDate(returnedOn)}
            </p>
            <StaleUpdateNotice show={clear.stale} />
            <Button
              variant="secondary"
              busy={clear.busy}
              onClick={() => clear.submit({ returnedAmount: null, returnedOn: null })}
            >
              Clear the outcome
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              When the landlord returns the deposit, or what is left of it, record it here.
            </p>
            <Button onClick={() => setRecording(true)} className="w-full sm:w-auto">
              Record the outcome
            </Button>
          </>
        )}
      </CardBody>
      {recording && <OutcomeDialog deposit={deposit} onClose={() => setRecording(false)} />}
    </Card>
  );
}
