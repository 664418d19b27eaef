import type { ReactNode } from 'react';
import type { RoommateExpense } from '#shared/roommates/roommate-schemas';
import type { RoommateActivityPage, RoommateSpace } from '#shared/roommates/roommate-responses';
import { Badge } from '#client/components/ui/badge';
import { formatMoney } from '#client/lib/format';
import { personName } from './balances-card';

/** A calendar day (YYYY-MM-DD) as people read it, the same day wherever they are. */
export function formatDay(day: string) {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function splitText(expense: RoommateExpense, space: RoommateSpace) {
  const names = expense.shares.map((share) => personName(share.person, space, false));
  if (expense.split === 'equal') return `Split equally: ${names.join(', ')}`;
  return `Custom split: ${expense.shares
    .map((share) => `${personName(share.person, space, false)} ${formatMoney(share.amount)}`)
    .join(', ')}`;
}

/** One expense or settle-up in the list, with its actions. */
export function ActivityItem({
  item,
  space,
  actions,
}: {
  item: RoommateActivityPage['items'][number];
  space: RoommateSpace;
  actions: ReactNode;
}) {
  if (item.kind === 'settlement') {
    const { settlement } = item;
    return (
      <li className="flex items-start justify-between gap-3 py-3">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {personName(settlement.from, space)} paid {personName(settlement.to, space, false)}{' '}
            {formatMoney(settlement.amount)}
          </p>
          <p className="text-sm text-slate-600">
            <Badge tone="success">Settle-up</Badge>{' '}
            <time dateTime={settlement.settledOn}>{formatDay(settlement.settledOn)}</time>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">{actions}</div>
      </li>
    );
  }
  const { expense } = item;
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-medium text-slate-900">
          <span className="break-words">{expense.description}</span>
          <span className="tabular-nums">{formatMoney(expense.amount)}</span>
        </p>
        <p className="text-sm text-slate-600">
          Paid by {personName(expense.paidBy, space, false)} ·{' '}
          <time dateTime={expense.spentOn}>{formatDay(expense.spentOn)}</time>
        </p>
        <p className="text-sm text-slate-500">{splitText(expense, space)}</p>
      </div>
      <div className="flex shrink-0 items-center gap-1">{actions}</div>
    </li>
  );
}
