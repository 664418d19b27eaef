import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ReportData } from '#shared/reports/report-data';
import { completionRate } from '#shared/reports/report-schemas';
import type { Db } from '#server/platform/db/database';
import { maintenanceItems as m } from '#server/platform/db/schema/maintenance';
import { reportMaintenanceRollups as r } from '#server/platform/db/schema/report-rollups';
import { count, maintenanceInScope, money, type ReportScope } from './report-scope';
import { maintenanceRollupsOf, total } from './rollup-figures';

type Totals = {
  total: number;
  open: number;
  pending: number;
  inProgress: number;
  completed: number;
  estimatedCosts: string;
};
type Categories = ReportData['maintenance']['categories'];

/** The maintenance section, and the totals the summary cards take from it. */
export async function readMaintenanceSection(tx: Db, scope: ReportScope) {
  const { totals, categories } =
    scope.source === 'rollups' ? await readFromRollups(tx, scope) : await readFromRows(tx, scope);
  const section: ReportData['maintenance'] = {
    statusCounts: { pending: totals.pending, 'in-progress': totals.inProgress, completed: totals.completed },
    completionRate: completionRate(totals.completed, totals.total),
    categories,
  };
  return { section, totals };
}

/** The items themselves: a period's, through the index on when they were logged. */
async function readFromRows(tx: Db, scope: ReportScope): Promise<{ totals: Totals; categories: Categories }> {
  const where = maintenanceInScope(scope);
  const [totals] = await tx
    .select({
      total: count(),
      open: count(ne(m.status, 'completed')),
      pending: count(eq(m.status, 'pending')),
      inProgress: count(eq(m.status, 'in-progress')),
      completed: count(eq(m.status, 'completed')),
      estimatedCosts: money(sql`sum(${m.cost})`),
    })
    .from(m)
    .where(where);
  const categories = await tx
    .select({ category: m.category, count: count(), estimatedCost: money(sql`sum(${m.cost})`) })
    .from(m)
    .where(where)
    .groupBy(m.category)
    .orderBy(desc(sql`count(*)`), asc(m.category));
  if (!totals) throw new Error('An aggregate query returned no row');
  return { totals, categories };
}

/** All time: one rollup row per status and category (decision 027). */
async function readFromRollups(
  tx: Db,
  scope: ReportScope,
): Promise<{ totals: Totals; categories: Categories }> {
  const where = maintenanceRollupsOf(scope.userId, scope.propertyId);
  const [totals] = await tx
    .select({
      total: total(r.itemCount),
      open: total(r.itemCount, ne(r.status, 'completed')),
      pending: total(r.itemCount, eq(r.status, 'pending')),
      inProgress: total(r.itemCount, eq(r.status, 'in-progress')),
      completed: total(r.itemCount, eq(r.status, 'completed')),
      estimatedCosts: money(sql`sum(${r.cost})`),
    })
    .from(r)
    .where(where);
  const categories = await tx
    .select({ category: r.category, count: total(r.itemCount), estimatedCost: money(sql`sum(${r.cost})`) })
    .from(r)
    .where(where)
    .groupBy(r.category)
    .orderBy(desc(sql`sum(${r.itemCount})`), asc(r.category));
  if (!totals) throw new Error('An aggregate query returned no row');
  return { totals, categories };
}
