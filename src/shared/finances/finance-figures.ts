import type { TransactionStatus, TransactionType } from './finance-schemas';

/**
 * The one definition of the money figures (docs/product.md §9.2), which every surface shows (dashboard,
 * Financials, Reports, the report PDF, the verified report):
 * - Total Paid Expenses = sum of Paid transactions whose type is not Security Deposit Return;
 * - Total Income = sum of Paid Security Deposit Return transactions;
 * - Net Balance = Income minus Expenses, 2 decimals.
 * The server builds its SQL from these constants (`finance-figures-sql.ts`), so a change here
 * changes every surface at once. Money is a decimal string ("1500.00").
 */
export type FinanceFigures = {
  totalPaidExpenses: string;
  totalIncome: string;
  netBalance: string;
};

/** Money coming back to the renter; every other type is an expense. */
export const INCOME_TYPES = ['Security Deposit Return'] as const satisfies readonly TransactionType[];

/** Only money that has actually changed hands counts; Due and Overdue are not yet. */
export const COUNTED_STATUS = 'Paid' as const satisfies TransactionStatus;

/** What each figure is called wherever it is shown. */
export const FINANCE_FIGURE_LABELS: Record<keyof FinanceFigures, string> = {
  totalPaidExpenses: 'Total Paid Expenses',
  totalIncome: 'Total Income',
  netBalance: 'Net Balance',
};

export const FINANCE_FIGURE_KEYS = ['totalPaidExpenses', 'totalIncome', 'netBalance'] as const;

export const isIncomeType = (type: TransactionType) =>
  (INCOME_TYPES as readonly TransactionType[]).includes(type);

export const ZERO_FIGURES: FinanceFigures = {
  totalPaidExpenses: '0.00',
  totalIncome: '0.00',
  netBalance: '0.00',
};
