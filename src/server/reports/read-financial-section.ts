import { asc, desc, ne, sql } from 'drizzle-orm';
import { COUNTED_STATUS } from '#shared/finances/finance-figures';
import type { ReportData } from '#shared/reports/report-data';
import type { Db } from '#server/platform/db/database';
import { financialTransactions as t } from '#server/platform/db/schema/finances';
import { reportTransactionRollups as r } from '#server/platform/db/schema/report-rollups';
import { financeFigureColumns, isPaidExpense, transactionDay } from '#server/finances/finance-figures-sql';
import { count, money, type ReportScope, transactionsInScope } from './report-scope';
import {
  dueGroups,
  isPaidExpenseGroup,
  rollupFinanceFigureColumns,
  total,
  transactionRollupsOf,
} from './rollup-figures';

type Totals = {
  total: number;
  due: string;
  totalPaidExpenses: string;
  totalIncome: string;
  netBalance: string;
};
type Section = ReportData['financial'];

/** The financial section by type and by month, and the money figures of the summary cards. */
export function readFinancialSection(tx: Db, scope: ReportScope) {
  return scope.source === 'rollups' ? readFromRollups(tx, scope) : readFromRows(tx, scope);
}

/** The transactions themselves: a period's, through the index on the day they count on. */
async function readFromRows(tx: Db, scope: ReportScope): Promise<{ section: Section; totals: Totals }> {
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
  return { section: { byType, byMonth }, totals };
}

/** All time: one rollup row per type, status and month (decision 027). */
async function readFromRollups(tx: Db, scope: ReportScope): Promise<{ section: Section; totals: Totals }> {
  const where = transactionRollupsOf(scope.userId, scope.propertyId);
  const [totals] = await tx
    .select({ total: total(r.transactionCount), due: dueGroups, ...rollupFinanceFigureColumns() })
    .from(r)
    .where(where);
  const byType = await tx
    .select({
      transactionType: r.transactionType,
      count: total(r.transactionCount),
      total: money(sql`sum(${r.amount})`),
      paid: money(sql`sum(${r.amount}) filter (where ${r.status} = 'Paid')`),
      due: dueGroups,
    })
    .from(r)
    .where(where)
    .groupBy(r.transactionType)
    .orderBy(desc(sql`sum(${r.amount})`), asc(r.transactionType));
  const month = sql<string>`to_char(${r.month}, 'YYYY-MM')`;
  const byMonth = await tx
    .select({
      month,
      paid: money(sql`sum(${r.amount}) filter (where ${isPaidExpenseGroup})`),
      due: dueGroups,
    })
    .from(r)
    .where(where)
    .groupBy(month)
    .orderBy(asc(month));
  if (!totals) throw new Error('An aggregate query returned no row');
  return { section: { byType, byMonth }, totals };
}
