import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ReportData } from '#shared/reports/report-data';
import { completionRate } from '#shared/reports/report-schemas';
import type { Db } from '#server/db/database';
import { maintenanceItems as m } from '#server/db/schema/maintenance';
import { count, maintenanceInScope, money, type ReportScope } from './report-scope';

/** The maintenance section, and the totals the summary cards take from it. */
export async function readMaintenanceSection(tx: Db, scope: ReportScope) {
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

  const section: ReportData['maintenance'] = {
    statusCounts: { pending: totals.pending, 'in-progress': totals.inProgress, completed: totals.completed },
    completionRate: completionRate(totals.completed, totals.total),
    categories,
  };
  return { section, totals };
}
