import { type FormEvent, useState } from 'react';
import {
  DEDUCTION_POSITION_LABELS,
  DEDUCTION_POSITIONS,
  type DeductionInput,
  deductionInputSchema,
  type DeductionPosition,
  deductionUpdateSchema,
  type DepositDeduction,
} from '#shared/deposits/deposit-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { staleCurrent } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { depositsApi, useRefreshDeposits } from '../api/deposits-api';
import { fieldErrors, notifyFieldProblems, serverFieldErrors } from '#client/lib/field-errors';

const formValues = (deduction: DepositDeduction | null) => ({
  amount: deduction?.amount ?? '',
  reason: deduction?.reason ?? '',
  room: deduction?.room ?? '',
  position: deduction?.position ?? ('dispute' as DeductionPosition),
  acceptedAmount: deduction?.acceptedAmount ?? '',
  comment: deduction?.comment ?? '',
});
type Values = ReturnType<typeof formValues>;

/** Dispute, Accept or Partly accept, as radios (three short choices, all seen at once). */
function PositionField({
  value,
  onChange,
}: {
  value: DeductionPosition;
  onChange: (position: DeductionPosition) => void;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">Your position</legend>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {DEDUCTION_POSITIONS.map((position) => (
          <label key={position} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="deduction-position"
              className="size-5 accent-accent-600"
              value={position}
              checked={value === position}
              onChange={() => onChange(position)}
            />
            {DEDUCTION_POSITION_LABELS[position]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Add a deduction the landlord made (deduction null), or edit one at the version it was read at.
 * Mounted when it opens, so it starts from the deduction as it is then.
 */
export function DeductionDialog({
  depositId,
  deduction,
  onClose,
}: {
  depositId: string;
  deduction: DepositDeduction | null;
  onClose: () => void;
}) {
  const refresh = useRefreshDeposits();
  // The deduction as it is now, once a save was refused because it changed since the dialog opened.
  const [newer, setNewer] = useState<DepositDeduction | null>(null);
  const record = newer ?? deduction;
  const [values, setValues] = useState(() => formValues(deduction));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  const field = (name: 'amount' | 'reason' | 'room' | 'acceptedAmount' | 'comment') => ({
    ...describedBy(`deduction-${name}`, errors[name]),
    value: values[name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });

  const save = useAction({
    run: (input: DeductionInput) =>
      record
        ? depositsApi.updateDeduction(depositId, record.id, { ...input, version: record.version })
        : depositsApi.createDeduction(depositId, input),
    onSuccess: async () => {
      await refresh();
      notify.success(deduction ? 'Deduction updated.' : 'Deduction added.');
      onClose();
    },
    failureTitle: 'Could not save the deduction',
    onError: async (error) => {
      const current = staleCurrent<DepositDeduction>(error);
      if (current) {
        setNewer(current);
        setValues(formValues(current));
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...values,
      acceptedAmount: values.position === 'partly' ? values.acceptedAmount : null,
    };
    const parsed = record
      ? deductionUpdateSchema.safeParse({ ...input, version: record.version })
      : deductionInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      notifyFieldProblems();
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={deduction ? 'Edit deduction' : 'Add deduction'}
        description="What the landlord kept back, and your answer to it."
      >
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <StaleUpdateNotice show={newer !== null} />
          <FormField id="deduction-amount" label="Amount deducted ($)" error={errors.amount}>
            <Input inputMode="decimal" autoComplete="off" {...field('amount')} />
          </FormField>
          <FormField id="deduction-room" label="Room (optional)" error={errors.room}>
            <Input {...field('room')} placeholder="e.g. Kitchen" />
          </FormField>
          <div className="sm:col-span-2">
            <FormField id="deduction-reason" label="Reason the landlord gave" error={errors.reason}>
              <Input {...field('reason')} placeholder="e.g. Carpet cleaning" />
            </FormField>
          </div>
          <PositionField
            value={values.position}
            onChange={(position) =>
              set(position === 'partly' ? { position } : { position, acceptedAmount: '' })
            }
          />
          {values.position === 'partly' && (
            <FormField
              id="deduction-acceptedAmount"
              label="Amount you accept ($)"
              error={errors.acceptedAmount}
            >
              <Input inputMode="decimal" autoComplete="off" {...field('acceptedAmount')} />
            </FormField>
          )}
          <div className="sm:col-span-2">
            <FormField id="deduction-comment" label="Your answer" error={errors.comment}>
              <Textarea rows={4} {...field('comment')} />
            </FormField>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={save.isPending}>
              {deduction ? 'Save changes' : 'Add deduction'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
