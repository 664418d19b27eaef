import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { COUNTED_STATUS, EXPENSE_TYPES, INCOME_TYPES } from '#shared/finances/finance-figures';
import { financialTransactions as t } from '#server/platform/db/schema/finances';

const money = (sum: SQL) => sql<string>`coalesce(${sum}, 0)::numeric(14, 2)::text`;

/** Rows that count as paid expenses and as income, from the shared definition. */
export const isPaidExpense = and(
  eq(t.status, COUNTED_STATUS),
  inArray(t.transactionType, [...EXPENSE_TYPES]),
);
export const isIncome = and(eq(t.status, COUNTED_STATUS), inArray(t.transactionType, [...INCOME_TYPES]));

const expenses = sql`sum(${t.amount}) filter (where ${isPaidExpense})`;
const income = sql`sum(${t.amount}) filter (where ${isIncome})`;

/**
 * The three figures as aggregate columns over whatever transactions the query selects, so every
 * surface sums the same rows the same way, in exact decimals.
 */
export function financeFigureColumns() {
  return {
    totalPaidExpenses: money(expenses),
    totalIncome: money(income),
    netBalance: money(sql`coalesce(${income}, 0) - coalesce(${expenses}, 0)`),
  };
}

/**
 * The day a transaction happened as far as periods and month charts go: the day it was paid once
 * it is paid (a payment recorded late still belongs to the month it was made), else its due date.
 * The database keeps a paid date exactly when the status is Paid.
 */
export const transactionDay = sql<string>`coalesce(${t.paidDate}, ${t.dueDate})`;
