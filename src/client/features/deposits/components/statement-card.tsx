import { type FormEvent, useState } from 'react';
import { type Deposit, type DepositUpdate, depositUpdateSchema } from '#shared/deposits/deposit-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { staleCurrent } from '#client/lib/api-client';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { depositsApi, useRefreshDeposits } from '../api/deposits-api';
import { depositUpdate } from './deposit-fields';
import { serverFieldErrors } from '#client/lib/field-errors';

/**
 * The renter's own words for the letter, saved with the deposit. A save refused because the deposit
 * changed keeps the words typed here; the page then holds the newer deposit to save them onto.
 */
export function StatementCard({ deposit }: { deposit: Deposit }) {
  const refresh = useRefreshDeposits();
  const [statement, setStatement] = useState(deposit.statement);
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<string>();
  const save = useAction({
    run: (input: DepositUpdate) => depositsApi.update(deposit.id, input),
    onSuccess: async () => {
      await refresh();
      setStale(false);
      notify.success('Deposit saved.');
    },
    failureTitle: 'Could not save your statement',
    onError: async (failure) => {
      if (staleCurrent<Deposit>(failure)) {
        setStale(true);
        await refresh();
        return true;
      }
      const message = serverFieldErrors(failure)?.statement;
      if (!message) return false;
      setError(message);
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = depositUpdateSchema.safeParse(depositUpdate(deposit, { statement }));
    if (!parsed.success) {
      const problem = parsed.error.issues.find((issue) => issue.path[0] === 'statement');
      setError(problem?.message);
      if (!problem) notify.error('Please check the deposit', formProblems(parsed.error.issues));
      return;
    }
    setError(undefined);
    save.mutate(parsed.data);
  };

  return (
    <Card>
      <CardHeader
        title="Your statement"
        description="In your own words: what you found at move-in, what you left at move-out. It goes in the dispute letter."
      />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-3">
          <StaleUpdateNotice show={stale} />
          <FormField id="deposit-statement" label="Statement" error={error}>
            <Textarea
              {...describedBy('deposit-statement', error)}
              rows={6}
              value={statement}
              onChange={(event) => setStatement(event.target.value)}
            />
          </FormField>
          <div className="flex justify-end">
            <Button
              type="submit"
              variant="secondary"
              busy={save.isPending}
              disabled={statement === deposit.statement && !stale}
              className="w-full sm:w-auto"
            >
              Save statement
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
