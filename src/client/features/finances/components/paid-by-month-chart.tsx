import type { FinanceSummary } from '#shared/finances/finance-schemas';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { MonthBars } from '#client/components/month-bars';

/** Paid expenses per month as bars, each labelled with its amount (the numbers are the data). */
export function PaidByMonthChart({ months }: { months: FinanceSummary['paidByMonth'] }) {
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
          <MonthBars
            label="Paid amounts per month"
            months={months.map((m) => ({ month: m.month, paid: m.amount }))}
          />
        )}
      </CardBody>
    </Card>
  );
}
