import { and, desc, eq, sql } from 'drizzle-orm';
import { ZERO_FIGURES } from '#shared/finances/finance-figures';
import type { FinanceSummary } from '#shared/finances/finance-schemas';
import type { Db } from '#server/platform/db/database';
import { financialTransactions as t } from '#server/platform/db/schema/finances';
import { financeFigureColumns, isPaidExpense } from './finance-figures-sql';

const MONTHS_IN_CHART = 12;

/**
 * The three money figures (docs/product.md §9.2; shared definition in finance-figures.ts), summed by the database, and
 * the paid expenses per month of their paid date: a rent recorded late still shows in the month it
 * was paid.
 */
export async function getFinanceSummary(db: Db, userId: string): Promise<FinanceSummary> {
  const [totals] = await db.select(financeFigureColumns()).from(t).where(eq(t.userId, userId));

  const month = sql<string>`to_char(${t.paidDate}, 'YYYY-MM')`;
  const byMonth = await db
    .select({ month, amount: sql<string>`sum(${t.amount})::numeric(14, 2)::text` })
    .from(t)
    .where(and(eq(t.userId, userId), isPaidExpense))
    .groupBy(month)
    .orderBy(desc(month))
    .limit(MONTHS_IN_CHART);

  return { ...(totals ?? ZERO_FIGURES), paidByMonth: byMonth.reverse() };
}
