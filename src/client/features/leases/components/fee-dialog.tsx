import { type FormEvent, useState } from 'react';
import { type FeeInput, feeInputSchema } from '#shared/leases/lease-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { formProblems } from '#client/lib/form-problems';
import { leasesApi, useLeases, useRefreshLeases } from '../api/leases-api';

const EMPTY = { name: '', amount: '', date: '', leaseId: '' };

export function FeeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const leases = useLeases();
  const refresh = useRefreshLeases();
  const [values, setValues] = useState(EMPTY);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));

  const create = useAction({
    run: (input: FeeInput) => leasesApi.createFee(input),
    onSuccess: async (_, input) => {
      await refresh();
      notify.success('Fee logged', `${input.name} was added.`);
      setValues(EMPTY);
      onOpenChange(false);
    },
    failureTitle: 'Could not log the fee',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feeInputSchema.safeParse({ ...values, leaseId: values.leaseId || null });
    if (!parsed.success) {
      notify.error(formProblems(parsed.error.issues) || 'Fee name and amount required');
      return;
    }
    create.mutate(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Log Fee"
        description="Pet fees, late fees, parking, anything charged on top of rent."
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="fee-name" label="Fee name">
            <Input id="fee-name" value={values.name} onChange={set('name')} />
          </FormField>
          <FormField id="fee-amount" label="Amount ($)">
            <Input
              id="fee-amount"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={values.amount}
              onChange={set('amount')}
            />
          </FormField>
          <FormField id="fee-date" label="Date">
            <Input id="fee-date" type="date" value={values.date} onChange={set('date')} />
          </FormField>
          <FormField id="fee-lease" label="Lease">
            <NativeSelect id="fee-lease" value={values.leaseId} onChange={set('leaseId')}>
              <option value="">No lease</option>
              {leases.data?.map((lease) => (
                <option key={lease.id} value={lease.id}>
                  {lease.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={create.isPending}>
              Log Fee
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
