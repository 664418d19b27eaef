import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { isIsoDate } from '#shared/dates';
import { requiredMoney } from '#shared/money';
import { singleLineText } from '#shared/text';
import type { FinanceFigures } from './finance-figures';

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

export const FINANCE_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please fill out all required fields.',
  amount: 'Amount must be more than zero, such as 1500 or 1500.50.',
  date: 'Dates must be real calendar dates.',
  paidDateMissing: 'Please enter the date it was paid.',
  paidDateFuture: 'The paid date cannot be in the future.',
} as const;

const amountSchema = requiredMoney({
  invalid: FINANCE_MESSAGES.amount,
  required: FINANCE_MESSAGES.missing,
}).refine((amount) => Number(amount) > 0, FINANCE_MESSAGES.amount);

export const isoDateSchema = z
  .string({ error: FINANCE_MESSAGES.missing })
  .min(1, FINANCE_MESSAGES.missing)
  .refine(isIsoDate, FINANCE_MESSAGES.date);

const transactionFields = {
  transactionType: z.enum(TRANSACTION_TYPES, { error: 'Please choose a transaction type.' }).default('Rent'),
  description: singleLineText({ label: 'Description', max: 500 }).default(''),
  amount: amountSchema,
  dueDate: isoDateSchema,
  status: z.enum(TRANSACTION_STATUSES, { error: 'Status must be Paid, Due or Overdue.' }).default('Due'),
  /** The day it was paid: required when the status is Paid, ignored otherwise. */
  paidDate: isoDateSchema.nullish(),
  propertyId: z.uuid('Unknown property.').nullish(),
  receiptDocumentId: z.uuid('Unknown receipt.').nullish(),
};

/**
 * A Paid transaction says on which day (the on-time record a landlord sees is computed from it),
 * and that day has happened. Paying before the due date is fine. `today` is the caller's calendar
 * day: the browser's in the form, the server clock's on the server.
 */
function paidDateRule(today: string) {
  return (value: { status?: TransactionStatus; paidDate?: string | null }, ctx: z.RefinementCtx) => {
    if (value.status !== 'Paid') return;
    if (!value.paidDate)
      ctx.addIssue({ code: 'custom', path: ['paidDate'], message: FINANCE_MESSAGES.paidDateMissing });
    else if (value.paidDate > today)
      ctx.addIssue({ code: 'custom', path: ['paidDate'], message: FINANCE_MESSAGES.paidDateFuture });
  };
}

export const transactionInputSchema = (today: string) =>
  z.object(transactionFields).superRefine(paidDateRule(today));
export type TransactionInput = z.input<ReturnType<typeof transactionInputSchema>>;
export type TransactionValues = z.output<ReturnType<typeof transactionInputSchema>>;

/** An edit names the version it was read at (decision 013). */
export const transactionUpdateSchema = (today: string) =>
  z.object({ ...transactionFields, ...versionField }).superRefine(paidDateRule(today));
export type TransactionUpdate = z.input<ReturnType<typeof transactionUpdateSchema>>;

export const transactionStatusSchema = (today: string) =>
  z
    .object({ status: transactionFields.status.unwrap(), paidDate: transactionFields.paidDate })
    .superRefine(paidDateRule(today));

export const transactionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** An attached document as a record presents it: where to download it. */
const attachedDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  downloadUrl: z.string(),
});

/**
 * A rent payment, bill or deposit as the API presents it: the app and /api/v1 send this shape, and
 * the OpenAPI document describes it from this schema (docs/product.md §33).
 */
export const transactionSchema = z
  .object({
    id: z.uuid(),
    transactionType: z.enum(TRANSACTION_TYPES),
    description: z.string(),
    amount: z.string().describe('A decimal string, "1500.00".'),
    dueDate: z.iso.date(),
    status: z.enum(TRANSACTION_STATUSES),
    paidDate: z.iso.date().nullable().describe('The day it was paid; null unless the status is Paid.'),
    propertyId: z.uuid().nullable(),
    propertyName: z.string().nullable(),
    receipt: attachedDocumentSchema.nullable().describe('The receipt document, if one is attached.'),
    version: z.int().describe('Bumped by every change; an update sends back the version it read.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Transaction', description: 'A payment the renter made or owes: rent, utilities, a deposit.' });
export type Transaction = z.infer<typeof transactionSchema>;

/** The three money figures (docs/product.md §9.2) and the paid expenses per month (by paid date) for the chart. */
export type FinanceSummary = FinanceFigures & {
  paidByMonth: { month: string; amount: string }[];
};
