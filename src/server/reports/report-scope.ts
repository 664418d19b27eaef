import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { REPORTED_STAGES } from '#shared/photos/photo-schemas';
import { reportWindow } from '#shared/reports/report-data';
import type { ReportOptions } from '#shared/reports/report-schemas';
import { financialTransactions as t } from '#server/platform/db/schema/finances';
import { maintenanceItems as m } from '#server/platform/db/schema/maintenance';
import { photos as p } from '#server/platform/db/schema/photos';
import { transactionDay } from '#server/finances/finance-figures-sql';

/**
 * Where a report's figures come from: the rows themselves, bounded by the period's window through
 * indexes, or over all time the rollups the database keeps beside them (decision 027).
 */
export type ReportSource = 'rows' | 'rollups';

/** What a report covers: one user's records, of one property or all, in the period's window. */
export type ReportScope = {
  userId: string;
  propertyId: string | undefined;
  window: { start: Date; end: Date } | null;
  source: ReportSource;
};

/** `fromRows` is for the drift test, which reads a report over all time from the rows as well. */
export function reportScope(
  userId: string,
  options: ReportOptions,
  now: Date,
  fromRows = false,
): ReportScope {
  const window = reportWindow(options.period, now);
  const source = window || fromRows ? 'rows' : 'rollups';
  return { userId, propertyId: options.propertyId, window, source };
}

export const money = (sum: SQL) => sql<string>`coalesce(${sum}, 0)::numeric(14, 2)::text`;
export const count = (condition?: SQL) =>
  (condition ? sql`count(*) filter (where ${condition})` : sql`count(*)`).mapWith(Number);

const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);
const within = (column: PgColumn, window: ReportScope['window']) =>
  window ? and(gte(column, window.start), lte(column, window.end)) : undefined;
const ofProperty = (column: PgColumn, scope: ReportScope) =>
  scope.propertyId ? eq(column, scope.propertyId) : undefined;

/** Maintenance items by when they were logged. */
export const maintenanceInScope = (scope: ReportScope) =>
  and(eq(m.userId, scope.userId), ofProperty(m.propertyId, scope), within(m.createdAt, scope.window));

/** A photo logged (REPORTED_STAGES), as the dashboard and Reports count them: not an amenity's. */
export const isLoggedPhoto = inArray(p.stage, [...REPORTED_STAGES]);

/** Photos by when the server received them. */
export const photosInScope = (scope: ReportScope) =>
  and(eq(p.userId, scope.userId), ofProperty(p.propertyId, scope), within(p.receivedAt, scope.window));

/** Transactions by the day they count on: paid once paid, else due (decision 014). */
export const transactionsInScope = (scope: ReportScope) =>
  and(
    eq(t.userId, scope.userId),
    ofProperty(t.propertyId, scope),
    scope.window
      ? and(gte(transactionDay, dateOf(scope.window.start)), lte(transactionDay, dateOf(scope.window.end)))
      : undefined,
  );
