import type { FinanceSummary } from '../../../../shared/finances/finance-schemas';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/format';

const monthLabel = new Intl.DateTimeFormat(undefined, { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** Paid expenses per month as bars, each labelled with its amount (the numbers are the data). */
export function PaidByMonthChart({ months }: { months: FinanceSummary['paidByMonth'] }) {
  const max = Math.max(...months.map((m) => Number(m.amount)), 0);
  return (
    <Card>
      <CardHeader
        title="Paid per month"
        description="Rent, utilities and other payments marked Paid, by the month they were paid."
      />
      <CardBody>
        {months.length === 0 ? (
          <p className="text-sm text-slate-500">
            No paid transactions yet. Mark a payment as Paid to see it here.
          </p>
        ) : (
          <ol className="flex h-48 items-end gap-2 overflow-x-auto" aria-label="Paid amounts per month">
            {months.map((m) => (
              <li
                key={m.month}
                className="flex min-w-12 flex-1 flex-col items-center justify-end gap-1 text-xs"
              >
                <span className="font-medium tabular-nums text-slate-700">
                  {formatMoney(m.amount, { decimals: false })}
                </span>
                <span
                  className="w-full rounded-t bg-accent-500"
                  style={{ height: `${Math.max(4, (Number(m.amount) / max) * 120)}px` }}
                  aria-hidden
                />
                <span className="text-slate-500">
                  {monthLabel.format(new Date(`${m.month}-01T00:00:00Z`))}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
