import { type FormEvent, useState } from 'react';
import { type RoommateMember, settlementInputSchema } from '#shared/roommates/roommate-schemas';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { localToday } from '#client/lib/dates';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { roommatesApi } from '../api/roommates-api';
import { centsToAmount, type Debt } from './roommate-money';

type Values = { fromUserId: string; toUserId: string; amount: string; settledOn: string };
type Errors = Partial<Record<keyof Values, string>>;

function MemberSelect({
  id,
  label,
  members,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  members: RoommateMember[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <NativeSelect
        {...describedBy(id, error)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose a roommate</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.isYou ? `${member.name} (you)` : member.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/** 'Settle Up': a payment from one roommate to another, which moves both balances. */
export function SettleUpForm({
  householdId,
  members,
  suggestion,
  onSaved,
}: {
  householdId: string;
  members: RoommateMember[];
  /** What is owed, to start from. */
  suggestion?: Debt;
  onSaved: () => unknown;
}) {
  const [values, setValues] = useState<Values>({
    fromUserId: suggestion?.from.id ?? '',
    toUserId: suggestion?.to.id ?? '',
    amount: suggestion ? centsToAmount(suggestion.cents) : '',
    settledOn: localToday(),
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const save = useAction({
    run: (input: Values) => roommatesApi.settleUp(householdId, input),
    onSuccess: async () => {
      notify.success('Settled Up', 'The payment is recorded and the balances are updated.');
      await onSaved();
    },
    failureTitle: 'Submission Failed',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = settlementInputSchema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return save.mutate(parsed.data);
    }
    const found: Errors = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
    setErrors(found);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <MemberSelect
          id="settle-from"
          label="From"
          members={members}
          value={values.fromUserId}
          error={errors.fromUserId}
          onChange={set('fromUserId')}
        />
        <MemberSelect
          id="settle-to"
          label="To"
          members={members}
          value={values.toUserId}
          error={errors.toUserId}
          onChange={set('toUserId')}
        />
        <FormField id="settle-amount" label="Amount ($)" error={errors.amount}>
          <Input
            {...describedBy('settle-amount', errors.amount)}
            inputMode="decimal"
            placeholder="0.00"
            value={values.amount}
            onChange={(event) => set('amount')(event.target.value)}
          />
        </FormField>
        <FormField id="settle-date" label="Date" error={errors.settledOn}>
          <Input
            {...describedBy('settle-date', errors.settledOn)}
            type="date"
            value={values.settledOn}
            onChange={(event) => set('settledOn')(event.target.value)}
          />
        </FormField>
      </div>
      <Button type="submit" className="w-full" busy={save.isPending}>
        Record Payment
      </Button>
    </form>
  );
}
