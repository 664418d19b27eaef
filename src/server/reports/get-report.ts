import { and, asc, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COUNTED_STATUS } from '#shared/finances/finance-figures';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { type ReportData, reportWindow } from '#shared/reports/report-data';
import { completionRate, type ReportOptions } from '#shared/reports/report-schemas';
import type { Db } from '#server/db/database';
import { financialTransactions as t } from '#server/db/schema/finances';
import { maintenanceItems as m } from '#server/db/schema/maintenance';
import { photos as p } from '#server/db/schema/photos';
import { properties } from '#server/db/schema/properties';
import { financeFigureColumns, isPaidExpense, transactionDay } from '#server/finances/finance-figures-sql';
import { areaKey, areaName } from './list-report-records';

const money = (sum: SQL) => sql<string>`coalesce(${sum}, 0)::numeric(14, 2)::text`;
const count = (condition?: SQL) =>
  (condition ? sql`count(*) filter (where ${condition})` : sql`count(*)`).mapWith(Number);

/**
 * Every figure of a report, each computed by the database over the rows the journal, gallery and
 * tracker write: maintenance items by when they were logged, photos by when we received them,
 * transactions by the day they were paid once paid, else by their due date. The money figures
 * follow the one shared definition (finance-figures.ts). Null when the property is not the user's (missing and someone
 * else's look the same).
 *
 * The queries run in one read-only repeatable-read transaction, so the cards and the breakdowns
 * describe the same moment even while the user keeps adding records.
 */
export async function getReport(
  db: Db,
  userId: string,
  options: ReportOptions,
  now: Date,
): Promise<ReportData | null> {
  const window = reportWindow(options.period, now);
  const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);
  const inWindow = (column: PgColumn, bounds: { start: Date | string; end: Date | string } | undefined) =>
    bounds ? and(gte(column, bounds.start), lte(column, bounds.end)) : undefined;
  const ofProperty = (column: PgColumn) => (options.propertyId ? eq(column, options.propertyId) : undefined);

  const maintenanceScope = and(
    eq(m.userId, userId),
    ofProperty(m.propertyId),
    inWindow(m.createdAt, window ?? undefined),
  );
  const photoScope = and(
    eq(p.userId, userId),
    ofProperty(p.propertyId),
    inWindow(p.receivedAt, window ?? undefined),
  );
  const transactionScope = and(
    eq(t.userId, userId),
    ofProperty(t.propertyId),
    window
      ? and(gte(transactionDay, dateOf(window.start)), lte(transactionDay, dateOf(window.end)))
      : undefined,
  );
  const due = money(sql`sum(${t.amount}) filter (where ${ne(t.status, COUNTED_STATUS)})`);

  return db.transaction(
    async (tx) => {
      let property: ReportData['property'] = null;
      if (options.propertyId) {
        const [row] = await tx
          .select({ id: properties.id, name: properties.name })
          .from(properties)
          .where(and(eq(properties.id, options.propertyId), eq(properties.userId, userId)));
        if (!row) return null;
        property = { id: row.id, name: displayPropertyName(row) };
      }
      const propertyCount = property ? 1 : await tx.$count(properties, eq(properties.userId, userId));

      const [maintenance] = await tx
        .select({
          total: count(),
          open: count(ne(m.status, 'completed')),
          pending: count(eq(m.status, 'pending')),
          inProgress: count(eq(m.status, 'in-progress')),
          completed: count(eq(m.status, 'completed')),
          estimatedCosts: money(sql`sum(${m.cost})`),
        })
        .from(m)
        .where(maintenanceScope);
      const categories = await tx
        .select({ category: m.category, count: count(), estimatedCost: money(sql`sum(${m.cost})`) })
        .from(m)
        .where(maintenanceScope)
        .groupBy(m.category)
        .orderBy(desc(sql`count(*)`), asc(m.category));

      const [photoTotals] = await tx
        .select({
          total: count(),
          moveIn: count(eq(p.stage, 'move-in')),
          moveOut: count(eq(p.stage, 'move-out')),
          maintenance: count(eq(p.stage, 'maintenance')),
        })
        .from(p)
        .where(photoScope);
      const byArea = await tx
        .select({ area: areaName(sql`${p.receivedAt}, ${p.id}`), count: count() })
        .from(p)
        .where(photoScope)
        .groupBy(areaKey)
        .orderBy(desc(sql`count(*)`), asc(areaKey));

      const [transactions] = await tx
        .select({ total: count(), due, ...financeFigureColumns() })
        .from(t)
        .where(transactionScope);
      const byType = await tx
        .select({
          transactionType: t.transactionType,
          count: count(),
          total: money(sql`sum(${t.amount})`),
          paid: money(sql`sum(${t.amount}) filter (where ${t.status} = 'Paid')`),
          due,
        })
        .from(t)
        .where(transactionScope)
        .groupBy(t.transactionType)
        .orderBy(desc(sql`sum(${t.amount})`), asc(t.transactionType));
      const month = sql<string>`to_char(${transactionDay}, 'YYYY-MM')`;
      const byMonth = await tx
        .select({ month, paid: money(sql`sum(${t.amount}) filter (where ${isPaidExpense})`), due })
        .from(t)
        .where(transactionScope)
        .groupBy(month)
        .orderBy(asc(month));

      if (!maintenance || !photoTotals || !transactions)
        throw new Error('An aggregate query returned no row');
      return {
        options,
        property,
        generatedAt: now.toISOString(),
        period: {
          start: window ? window.start.toISOString() : null,
          end: window ? window.end.toISOString() : null,
        },
        summary: {
          properties: propertyCount,
          photos: photoTotals.total,
          maintenanceItems: maintenance.total,
          openItems: maintenance.open,
          estimatedCosts: maintenance.estimatedCosts,
          transactions: transactions.total,
          totalPaidExpenses: transactions.totalPaidExpenses,
          totalIncome: transactions.totalIncome,
          netBalance: transactions.netBalance,
          due: transactions.due,
        },
        maintenance: {
          statusCounts: {
            pending: maintenance.pending,
            'in-progress': maintenance.inProgress,
            completed: maintenance.completed,
          },
          completionRate: completionRate(maintenance.completed, maintenance.total),
          categories,
        },
        photos: {
          byStage: {
            'move-in': photoTotals.moveIn,
            'move-out': photoTotals.moveOut,
            maintenance: photoTotals.maintenance,
          },
          byArea,
        },
        financial: { byType, byMonth },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
