import type { ExpenseSplit, RoommateMember } from '#shared/roommates/roommate-schemas';
import { Input } from '#client/components/ui/input';
import { formatCents, toCents } from './roommate-money';

export type SplitValues = {
  amount: string;
  split: ExpenseSplit;
  /** Who shares an equal split. */
  shareWith: string[];
  /** A custom split's share per roommate, as typed. */
  shares: Record<string, string>;
};

/** What is left to give out of the amount in a custom split, said as it is typed. */
function leftToAssign(values: SplitValues, members: RoommateMember[]): string {
  const total = toCents(values.amount);
  if (total === null || total <= 0) return 'Enter the amount, then each roommate’s share.';
  let assigned = 0;
  for (const member of members) assigned += toCents(values.shares[member.id] ?? '') ?? 0;
  const left = total - assigned;
  if (left === 0) return 'All of it is assigned.';
  return left > 0 ? `${formatCents(left)} left to assign` : `${formatCents(left)} more than the amount`;
}

/** An equal split between the roommates ticked, or a custom amount per roommate. */
export function SplitFields({
  idPrefix,
  members,
  values,
  onChange,
  error,
}: {
  idPrefix: string;
  members: RoommateMember[];
  values: SplitValues;
  onChange: (change: Partial<SplitValues>) => void;
  error?: string;
}) {
  const errorId = `${idPrefix}-split-error`;
  const toggle = (id: string, checked: boolean) =>
    onChange({
      shareWith: checked ? [...values.shareWith, id] : values.shareWith.filter((other) => other !== id),
    });
  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">Split</legend>
      <div className="flex flex-wrap gap-4">
        {(['equal', 'custom'] as const).map((split) => (
          <label key={split} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${idPrefix}-split`}
              className="size-5 accent-accent-600"
              checked={values.split === split}
              onChange={() => onChange({ split })}
            />
            {split === 'equal' ? 'Equal split' : 'Custom split'}
          </label>
        ))}
      </div>
      {values.split === 'equal' ? (
        <ul className="space-y-1" aria-label="Shared by">
          {members.map((member) => (
            <li key={member.id}>
              <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-5 accent-accent-600"
                  checked={values.shareWith.includes(member.id)}
                  onChange={(event) => toggle(member.id, event.target.checked)}
                />
                {member.isYou ? `${member.name} (you)` : member.name}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <div className="space-y-2">
          {members.map((member) => (
            <div key={member.id} className="grid grid-cols-[minmax(0,1fr)_7rem] items-center gap-3">
              <label
                htmlFor={`${idPrefix}-share-${member.id}`}
                className="break-words text-sm text-slate-800"
              >
                {member.isYou ? 'Your share' : `${member.name}'s share`}
              </label>
              <Input
                id={`${idPrefix}-share-${member.id}`}
                inputMode="decimal"
                placeholder="0.00"
                value={values.shares[member.id] ?? ''}
                onChange={(event) =>
                  onChange({ shares: { ...values.shares, [member.id]: event.target.value } })
                }
              />
            </div>
          ))}
          <p className="text-sm text-slate-600" aria-live="polite">
            {leftToAssign(values, members)}
          </p>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
