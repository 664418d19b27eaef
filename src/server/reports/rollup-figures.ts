import { and, eq, inArray, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { COUNTED_STATUS, EXPENSE_TYPES, INCOME_TYPES } from '#shared/finances/finance-figures';
import { REPORTED_STAGES } from '#shared/photos/photo-schemas';
import {
  reportMaintenanceRollups,
  reportPhotoRollups,
  reportTransactionRollups as r,
} from '#server/platform/db/schema/report-rollups';
import { money } from './report-scope';

/** The property id under which the rollups keep the whole account's figures (migration 0024). */
const ACCOUNT_WIDE = '00000000-0000-0000-0000-000000000000';

/** A sum of the counts kept in a rollup, as a number (0 when no group matches). */
export const total = (counted: SQLWrapper, condition?: SQL) =>
  (condition
    ? sql`coalesce(sum(${counted}) filter (where ${condition}), 0)`
    : sql`coalesce(sum(${counted}), 0)`
  ).mapWith(Number);

// One property's rollup rows, or the whole account's when the figures are not of one property.
export const photoRollupsOf = (userId: string, propertyId: string | undefined) =>
  and(eq(reportPhotoRollups.userId, userId), eq(reportPhotoRollups.propertyId, propertyId ?? ACCOUNT_WIDE));
/** The groups of the photos logged (REPORTED_STAGES): what the dashboard and Reports count. */
export const loggedPhotoRollupsOf = (userId: string, propertyId: string | undefined) =>
  and(photoRollupsOf(userId, propertyId), inArray(reportPhotoRollups.stage, [...REPORTED_STAGES]));
export const maintenanceRollupsOf = (userId: string, propertyId: string | undefined) =>
  and(
    eq(reportMaintenanceRollups.userId, userId),
    eq(reportMaintenanceRollups.propertyId, propertyId ?? ACCOUNT_WIDE),
  );
export const transactionRollupsOf = (userId: string, propertyId: string | undefined) =>
  and(eq(r.userId, userId), eq(r.propertyId, propertyId ?? ACCOUNT_WIDE));

// The shared definition of the money figures (finance-figures.ts), over the rollup's groups: the
// same sums as finance-figures-sql.ts makes over the transactions themselves.
export const isPaidExpenseGroup = and(
  eq(r.status, COUNTED_STATUS),
  inArray(r.transactionType, [...EXPENSE_TYPES]),
);
const isIncomeGroup = and(eq(r.status, COUNTED_STATUS), inArray(r.transactionType, [...INCOME_TYPES]));
const expenses = sql`sum(${r.amount}) filter (where ${isPaidExpenseGroup})`;
const income = sql`sum(${r.amount}) filter (where ${isIncomeGroup})`;

export function rollupFinanceFigureColumns() {
  return {
    totalPaidExpenses: money(expenses),
    totalIncome: money(income),
    netBalance: money(sql`coalesce(${income}, 0) - coalesce(${expenses}, 0)`),
  };
}

/** What is still owed: every group not yet paid. */
export const dueGroups = money(sql`sum(${r.amount}) filter (where ${ne(r.status, COUNTED_STATUS)})`);
