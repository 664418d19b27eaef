import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { INCOME_TYPE, type FinanceSummary } from '../../shared/finances/finance-schemas';
import type { Db } from '../db/database';
import { financialTransactions as t } from '../db/schema/finances';

const MONTHS_IN_CHART = 12;

/**
 * The spec's formulas, summed by the database in exact decimals: expenses are Paid transactions of
 * every type but Security Deposit Return; income is Paid Security Deposit Returns; net is income
 * minus expenses.
 */
export async function getFinanceSummary(db: Db, userId: string): Promise<FinanceSummary> {
  const [totals] = await db
    .select({
      expenses: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.transactionType} <> ${INCOME_TYPE}), 0)::numeric(14, 2)::text`,
      income: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.transactionType} = ${INCOME_TYPE}), 0)::numeric(14, 2)::text`,
      net: sql<string>`(coalesce(sum(${t.amount}) filter (where ${t.transactionType} = ${INCOME_TYPE}), 0)
        - coalesce(sum(${t.amount}) filter (where ${t.transactionType} <> ${INCOME_TYPE}), 0))::numeric(14, 2)::text`,
    })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.status, 'Paid')));

  const month = sql<string>`to_char(${t.paidDate}, 'YYYY-MM')`;
  const byMonth = await db
    .select({ month, amount: sql<string>`sum(${t.amount})::numeric(14, 2)::text` })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.status, 'Paid'), ne(t.transactionType, INCOME_TYPE)))
    .groupBy(month)
    .orderBy(desc(month))
    .limit(MONTHS_IN_CHART);

  return {
    totalPaidExpenses: totals?.expenses ?? '0.00',
    totalIncome: totals?.income ?? '0.00',
    netBalance: totals?.net ?? '0.00',
    paidByMonth: byMonth.reverse(),
  };
}
