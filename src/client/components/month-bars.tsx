import { cn } from '#client/lib/cn';
import { formatMoney } from '#client/lib/format';

const monthLabel = new Intl.DateTimeFormat(undefined, { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** One month's amounts; `due`, when given, is stacked above what was paid. */
export type MonthAmounts = { month: string; paid: string; due?: string };

/** Money per month as bars, each labelled with its amounts (the numbers are the data). */
export function MonthBars({ label, months }: { label: string; months: MonthAmounts[] }) {
  const most = Math.max(...months.map((m) => Number(m.paid) + Number(m.due ?? 0)), 0);
  const height = (amount: number) => (most > 0 ? (amount / most) * 128 : 0);
  return (
    <ol className="flex h-52 items-end gap-2 overflow-x-auto pb-1" aria-label={label}>
      {months.map((m) => {
        const due = Number(m.due ?? 0);
        return (
          <li
            key={m.month}
            className="flex min-w-14 max-w-24 flex-1 flex-col items-center justify-end gap-1 text-xs"
          >
            <span className="text-center font-medium tabular-nums text-slate-700">
              <span className="sr-only">Paid </span>
              {formatMoney(m.paid, { decimals: false })}
              {due > 0 && (
                <span className="block text-amber-700">
                  <span className="sr-only">Due </span>
                  {formatMoney(due, { decimals: false })}
                </span>
              )}
            </span>
            <span className="flex w-full flex-col justify-end" aria-hidden>
              {due > 0 && <span className="rounded-t bg-amber-400" style={{ height: `${height(due)}px` }} />}
              <span
                className={cn('bg-accent-500', due === 0 && 'rounded-t')}
                style={{ height: `${Math.max(2, height(Number(m.paid)))}px` }}
              />
            </span>
            <span className="text-slate-500">{monthLabel.format(new Date(`${m.month}-01T00:00:00Z`))}</span>
          </li>
        );
      })}
    </ol>
  );
}
