import { type FormEvent } from 'react';
import { type DepositInput, depositInputSchema } from '#shared/deposits/deposit-schemas';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { depositsApi, useRefreshDeposits } from '../api/deposits-api';
import { DepositFields, depositFieldsInput, useDepositFormState } from './deposit-fields';
import { fieldErrors, notifyFieldProblems, serverFieldErrors } from '#client/lib/field-errors';

const STEPS = [
  'After you move out, record your deposit here.',
  'See the day your landlord must return it or list the deductions, under the law where the home is.',
  'Answer each deduction with your evidence: photo pairs, photos, maintenance records and receipts.',
  'Send a dispute letter, and a link to the evidence that expires in a week.',
];

/** What the deposit section is for, and the form that records the home's deposit. */
export function NewDepositForm({ propertyId }: { propertyId: string }) {
  const refresh = useRefreshDeposits();
  const form = useDepositFormState();
  const save = useAction({
    run: (input: DepositInput) => depositsApi.create(input),
    onSuccess: async () => {
      await refresh();
      notify.success('Deposit saved.');
    },
    failureTitle: 'Could not save the deposit',
    onError: (error) => {
      const errors = serverFieldErrors(error);
      if (!errors) return false;
      form.setErrors(errors);
      notifyFieldProblems();
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = depositInputSchema.safeParse({ propertyId, ...depositFieldsInput(form.values) });
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error.issues));
      notifyFieldProblems();
      return;
    }
    form.setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Card>
      <CardHeader title="Record your deposit" />
      <CardBody className="space-y-6">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <form onSubmit={submit} noValidate className="space-y-6" aria-label="Record your deposit">
          <DepositFields prefix="deposit" values={form.values} set={form.set} errors={form.errors} />
          <div className="flex justify-end">
            <Button type="submit" busy={save.isPending} className="w-full sm:w-auto">
              Save deposit
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
