import { type FormEvent, useState } from 'react';
import { type Deposit, type DepositUpdate, depositUpdateSchema } from '#shared/deposits/deposit-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { staleCurrent } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { depositsApi, useRefreshDeposits } from '../api/deposits-api';
import {
  DepositFields,
  depositFieldsInput,
  depositFormValues,
  depositUpdate,
  useDepositFormState,
} from './deposit-fields';
import { fieldErrors, notifyFieldProblems, serverFieldErrors } from '#client/lib/field-errors';

/**
 * The deposit's facts, edited at the version they were read at (decision 013). Mounted when it
 * opens, so it starts from the deposit as it is then.
 */
export function EditDepositDialog({ deposit, onClose }: { deposit: Deposit; onClose: () => void }) {
  const refresh = useRefreshDeposits();
  // The deposit as it is now, once a save was refused because it changed since the dialog opened.
  const [newer, setNewer] = useState<Deposit | null>(null);
  const record = newer ?? deposit;
  const form = useDepositFormState(deposit);

  const save = useAction({
    run: (input: DepositUpdate) => depositsApi.update(record.id, input),
    onSuccess: async () => {
      await refresh();
      notify.success('Deposit saved.');
      onClose();
    },
    failureTitle: 'Could not save the deposit',
    onError: async (error) => {
      const current = staleCurrent<Deposit>(error);
      if (current) {
        setNewer(current);
        form.setValues(depositFormValues(current));
        await refresh();
        return true;
      }
      const errors = serverFieldErrors(error);
      if (!errors) return false;
      form.setErrors(errors);
      notifyFieldProblems();
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = depositUpdateSchema.safeParse(depositUpdate(record, depositFieldsInput(form.values)));
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error.issues));
      notifyFieldProblems();
      return;
    }
    form.setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Edit deposit"
        description="The deposit, your move-out and where the home is."
        className="max-w-2xl"
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <StaleUpdateNotice show={newer !== null} />
          <DepositFields prefix="edit-deposit" values={form.values} set={form.set} errors={form.errors} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onClose()}>
              Cancel
            </Button>
            <Button type="submit" busy={save.isPending}>
              Save changes
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
