import { asc, desc, ne, sql } from 'drizzle-orm';
import { COUNTED_STATUS } from '#shared/finances/finance-figures';
import type { ReportData } from '#shared/reports/report-data';
import type { Db } from '#server/db/database';
import { financialTransactions as t } from '#server/db/schema/finances';
import { financeFigureColumns, isPaidExpense, transactionDay } from '#server/finances/finance-figures-sql';
import { count, money, type ReportScope, transactionsInScope } from './report-scope';

/** The financial section by type and by month, and the money figures of the summary cards. */
export async function readFinancialSection(tx: Db, scope: ReportScope) {
  const where = transactionsInScope(scope);
  const due = money(sql`sum(${t.amount}) filter (where ${ne(t.status, COUNTED_STATUS)})`);
  const [totals] = await tx
    .select({ total: count(), due, ...financeFigureColumns() })
    .from(t)
    .where(where);
  const byType = await tx
    .select({
      transactionType: t.transactionType,
      count: count(),
      total: money(sql`sum(${t.amount})`),
      paid: money(sql`sum(${t.amount}) filter (where ${t.status} = 'Paid')`),
      due,
    })
    .from(t)
    .where(where)
    .groupBy(t.transactionType)
    .orderBy(desc(sql`sum(${t.amount})`), asc(t.transactionType));
  const month = sql<string>`to_char(${transactionDay}, 'YYYY-MM')`;
  const byMonth = await tx
    .select({ month, paid: money(sql`sum(${t.amount}) filter (where ${isPaidExpense})`), due })
    .from(t)
    .where(where)
    .groupBy(month)
    .orderBy(asc(month));
  if (!totals) throw new Error('An aggregate query returned no row');

  const section: ReportData['financial'] = { byType, byMonth };
  return { section, totals };
}
