import type { TransactionStatus, TransactionType } from './finance-schemas';

/**
 * The one definition of the money figures (docs/product.md §9.2), which every surface shows (dashboard,
 * Financials, Reports, /api/v1, the report PDF, the verified report):
 * - Total Paid Expenses = sum of Paid Rent, Utilities and Other transactions;
 * - Total Income = sum of Paid transactions of an income type (none of today's types is one);
 * - Net Balance = Income minus Expenses, 2 decimals.
 * A security deposit paid and a deposit returned are neither: the renter's own money held and given
 * back, counted in neither figure (issue 34, item 2); the reports list them by type.
 * The server builds its SQL from these constants (`finance-figures-sql.ts`), so a change here
 * changes every surface at once. Money is a decimal string ("1500.00").
 */
export type FinanceFigures = {
  totalPaidExpenses: string;
  totalIncome: string;
  netBalance: string;
};

/** What the tenancy cost; a new type counts nowhere until it is named here or as income. */
export const EXPENSE_TYPES = ['Rent', 'Utilities', 'Other'] as const satisfies readonly TransactionType[];

/** Money earned by the renter. The deposit returned is not: it was the renter's already. */
export const INCOME_TYPES: readonly TransactionType[] = [];

/** Types whose money comes to the renter, so a report says 'received' rather than 'paid'. */
export const RECEIVED_TYPES = ['Security Deposit Return'] as const satisfies readonly TransactionType[];

/** Only money that has actually changed hands counts; Due and Overdue are not yet. */
export const COUNTED_STATUS = 'Paid' as const satisfies TransactionStatus;

/** What each figure is called wherever it is shown. */
export const FINANCE_FIGURE_LABELS: Record<keyof FinanceFigures, string> = {
  totalPaidExpenses: 'Total Paid Expenses',
  totalIncome: 'Total Income',
  netBalance: 'Net Balance',
};

export const FINANCE_FIGURE_KEYS = ['totalPaidExpenses', 'totalIncome', 'netBalance'] as const;

export const isReceivedType = (type: TransactionType) =>
  INCOME_TYPES.includes(type) || (RECEIVED_TYPES as readonly TransactionType[]).includes(type);

export const ZERO_FIGURES: FinanceFigures = {
  totalPaidExpenses: '0.00',
  totalIncome: '0.00',
  netBalance: '0.00',
};
