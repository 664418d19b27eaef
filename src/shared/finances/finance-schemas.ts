import { z } from 'zod';
import { versionField } from '../api/versioned';
import { isIsoDate } from '../dates';
import { requiredMoney } from '../money';
import { singleLineText } from '../text';

export const TRANSACTION_TYPES = [
  'Rent',
  'Utilities',
  'Security Deposit',
  'Security Deposit Return',
  'Other',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['Paid', 'Due', 'Overdue'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The one type that is money coming back to the renter (spec 9). */
export const INCOME_TYPE: TransactionType = 'Security Deposit Return';

export const FINANCE_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please fill out all required fields.',
  amount: 'Amount must be more than zero, such as 1500 or 1500.50.',
  date: 'Dates must be real calendar dates.',
} as const;

const amountSchema = requiredMoney({
  invalid: FINANCE_MESSAGES.amount,
  required: FINANCE_MESSAGES.missing,
}).refine((amount) => Number(amount) > 0, FINANCE_MESSAGES.amount);

export const isoDateSchema = z
  .string({ error: FINANCE_MESSAGES.missing })
  .min(1, FINANCE_MESSAGES.missing)
  .refine(isIsoDate, FINANCE_MESSAGES.date);

export const transactionInputSchema = z.object({
  transactionType: z.enum(TRANSACTION_TYPES, { error: 'Please choose a transaction type.' }).default('Rent'),
  description: singleLineText({ label: 'Description', max: 500 }).default(''),
  amount: amountSchema,
  dueDate: isoDateSchema,
  status: z.enum(TRANSACTION_STATUSES, { error: 'Status must be Paid, Due or Overdue.' }).default('Due'),
  /** The day it was paid; defaults to today when the status is Paid. Ignored otherwise. */
  paidDate: isoDateSchema.nullish(),
  propertyId: z.uuid('Unknown property.').nullish(),
  receiptDocumentId: z.uuid('Unknown receipt.').nullish(),
});

export type TransactionInput = z.input<typeof transactionInputSchema>;

/** An edit names the version it was read at (decision 013). */
export const transactionUpdateSchema = transactionInputSchema.extend(versionField);
export type TransactionUpdate = z.input<typeof transactionUpdateSchema>;

export const transactionStatusSchema = z.object({
  status: z.enum(TRANSACTION_STATUSES, { error: 'Status must be Paid, Due or Overdue.' }),
  paidDate: isoDateSchema.nullish(),
});

export const transactionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type Transaction = {
  id: string;
  transactionType: TransactionType;
  description: string;
  /** Decimal string, "1500.00". */
  amount: string;
  dueDate: string;
  status: TransactionStatus;
  paidDate: string | null;
  propertyId: string | null;
  propertyName: string | null;
  receipt: { id: string; fileName: string; downloadUrl: string } | null;
  /** Bumped by every change; an edit sends it back (decision 013). */
  version: number;
  createdAt: string;
};

/** The spec's three figures (decimal strings) and the paid amounts per month for the chart. */
export type FinanceSummary = {
  totalPaidExpenses: string;
  totalIncome: string;
  netBalance: string;
  paidByMonth: { month: string; amount: string }[];
};
