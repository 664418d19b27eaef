import { PiggyBank, Scale, Wallet } from 'lucide-react';
import { StatCard } from '#client/components/stat-card';
import { LoadError } from '#client/components/ui/empty-state';
import { formatMoney } from '#client/lib/format';
import { useFinanceSummary } from '../api/finances-api';
import { PaidByMonthChart } from './paid-by-month-chart';

/** The three money figures (decision 014) and what was paid month by month. */
export function FinanceSummaryCards() {
  const summary = useFinanceSummary();
  return (
    <>
      {summary.isError ? (
        <LoadError title="Error fetching data" onRetry={() => summary.refetch()} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            label="Total Paid Expenses"
            value={summary.data && formatMoney(summary.data.totalPaidExpenses)}
            icon={<Wallet className="size-5" aria-hidden />}
          />
          <StatCard
            label="Total Income"
            value={summary.data && formatMoney(summary.data.totalIncome)}
            icon={<PiggyBank className="size-5" aria-hidden />}
          />
          <StatCard
            label="Net Balance"
            value={summary.data && formatMoney(summary.data.netBalance)}
            icon={<Scale className="size-5" aria-hidden />}
          />
        </div>
      )}
      <div className="mt-6">{summary.data && <PaidByMonthChart months={summary.data.paidByMonth} />}</div>
    </>
  );
}
