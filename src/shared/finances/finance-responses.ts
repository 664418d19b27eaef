import type { FinanceSummary, Transaction } from './finance-schemas';

/** The answers of /api/finances (decision 017). */
export type FinanceSummaryResponse = { summary: FinanceSummary };
/** One page of the table with the total for the pager, and the page asked for. */
export type TransactionPage = { transactions: Transaction[]; total: number; page: number; pageSize: number };
export type TransactionResponse = { transaction: Transaction };
/** /api/v1/transactions: one page by due date, newest first, with the cursor of the next. */
