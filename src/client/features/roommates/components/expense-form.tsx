import { type FormEvent, useState } from 'react';
import {
  expenseInputSchema,
  type ExpenseInput,
  ROOMMATE_TEXT_MAX,
  type RoommateExpense,
  type RoommateMember,
} from '#shared/roommates/roommate-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { staleCurrent } from '#client/lib/api-client';
import { localToday } from '#client/lib/dates';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { roommatesApi } from '../api/roommates-api';
import { SplitFields, type SplitValues } from './split-fields';

type Values = SplitValues & { description: string; paidBy: string; spentOn: string };
type Errors = Partial<Record<'description' | 'amount' | 'paidBy' | 'spentOn' | 'split', string>>;

function valuesOf(expense: RoommateExpense | null, members: RoommateMember[]): Values {
  if (!expense) {
    return {
      description: '',
      amount: '',
      paidBy: members.find((member) => member.isYou)?.id ?? '',
      spentOn: localToday(),
      split: 'equal',
      shareWith: members.map((member) => member.id),
      shares: {},
    };
  }
  const shared = expense.shares.flatMap((share) => (share.person.id ? [share.person.id] : []));
  return {
    description: expense.description,
    amount: expense.amount,
    paidBy: expense.paidBy.id ?? '',
    spentOn: expense.spentOn,
    split: expense.split,
    shareWith: shared,
    shares: Object.fromEntries(expense.shares.flatMap((s) => (s.person.id ? [[s.person.id, s.amount]] : []))),
  };
}

/** The body sent: an equal split names who shares it, a custom one each share it was given. */
function inputOf(values: Values, members: RoommateMember[]): ExpenseInput {
  const { shareWith, shares, ...rest } = values;
  if (values.split === 'equal') return { ...rest, shareWith };
  const given = members.filter((member) => (shares[member.id] ?? '').trim() !== '');
  return { ...rest, shares: given.map((member) => ({ userId: member.id, amount: shares[member.id]! })) };
}

function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    const key = (field === 'shares' || field === 'shareWith' ? 'split' : field) as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Add an expense, or edit one (saved only if unchanged since the dialog opened, decision 013:
 * otherwise the newer values show and the next save starts from them).
 */
export function ExpenseForm({
  householdId,
  members,
  expense = null,
  onSaved,
}: {
  householdId: string;
  members: RoommateMember[];
  expense?: RoommateExpense | null;
  onSaved: () => unknown;
}) {
  const [record, setRecord] = useState(expense);
  const [stale, setStale] = useState(false);
  const [values, setValues] = useState(() => valuesOf(expense, members));
  const [errors, setErrors] = useState<Errors>({});
  const change = (next: Partial<Values>) => setValues((v) => ({ ...v, ...next }));

  const save = useAction({
    run: (input: ExpenseInput) =>
      record
        ? roommatesApi.updateExpense(householdId, record.id, { ...input, version: record.version })
        : roommatesApi.addExpense(householdId, input),
    onSuccess: async () => {
      notify.success('Success!', record ? 'Expense updated.' : 'Expense added.');
      await onSaved();
    },
    failureTitle: 'Submission Failed',
    onError: (error) => {
      const current = staleCurrent<RoommateExpense>(error);
      if (!current) return false;
      setRecord(current);
      setStale(true);
      setValues(valuesOf(current, members));
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = expenseInputSchema.safeParse(inputOf(values, members));
    setErrors(parsed.success ? {} : errorsOf(parsed.error.issues));
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <StaleUpdateNotice show={stale} />
      <ExpenseFields values={values} errors={errors} members={members} onChange={change} />
      <SplitFields
        idPrefix="expense"
        members={members}
        values={values}
        onChange={change}
        error={errors.split}
      />
      <Button type="submit" className="w-full" busy={save.isPending}>
        {record ? 'Save Changes' : 'Add Expense'}
      </Button>
    </form>
  );
}

function ExpenseFields({
  values,
  errors,
  members,
  onChange,
}: {
  values: Values;
  errors: Errors;
  members: RoommateMember[];
  onChange: (change: Partial<Values>) => void;
}) {
  return (
    <>
      <FormField id="expense-description" label="Description" error={errors.description}>
        <Input
          {...describedBy('expense-description', errors.description)}
          placeholder="e.g. Groceries, Internet bill"
          maxLength={ROOMMATE_TEXT_MAX}
          value={values.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="expense-amount" label="Amount ($)" error={errors.amount}>
          <Input
            {...describedBy('expense-amount', errors.amount)}
            inputMode="decimal"
            placeholder="0.00"
            value={values.amount}
            onChange={(event) => onChange({ amount: event.target.value })}
          />
        </FormField>
        <FormField id="expense-date" label="Date" error={errors.spentOn}>
          <Input
            {...describedBy('expense-date', errors.spentOn)}
            type="date"
            value={values.spentOn}
            onChange={(event) => onChange({ spentOn: event.target.value })}
          />
        </FormField>
      </div>
      <FormField id="expense-paid-by" label="Who paid" error={errors.paidBy}>
        <NativeSelect
          {...describedBy('expense-paid-by', errors.paidBy)}
          value={values.paidBy}
          onChange={(event) => onChange({ paidBy: event.target.value })}
        >
          <option value="">Choose a roommate</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.isYou ? `${member.name} (you)` : member.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
