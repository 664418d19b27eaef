import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { isIsoDate } from '#shared/dates';
import { optionalMoney, requiredMoney } from '#shared/money';
import { singleLineText } from '#shared/text';

export const LEASE_MESSAGES = {
  nameRequired: 'Lease name required',
  feeRequired: 'Fee name and amount required',
  amount: 'Amounts are money such as 1500 or 1500.50.',
  date: 'Please select a real date.',
  endBeforeStart: 'The lease cannot end before it starts.',
} as const;

const optionalDate = z
  .string()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isIsoDate(value), LEASE_MESSAGES.date);
const money = optionalMoney(LEASE_MESSAGES.amount)
  .nullish()
  .transform((value) => value ?? null);

export const leaseInputSchema = z
  .object({
    name: singleLineText({ label: 'Lease name', max: 120, required: LEASE_MESSAGES.nameRequired }),
    startDate: optionalDate,
    endDate: optionalDate,
    monthlyRent: money,
    deposit: money,
    petsAllowed: z.boolean().default(false),
    petFee: money,
    documentId: z
      .uuid('Unknown document.')
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((lease) => !lease.startDate || !lease.endDate || lease.endDate >= lease.startDate, {
    path: ['endDate'],
    message: LEASE_MESSAGES.endBeforeStart,
  });

export type LeaseInput = z.input<typeof leaseInputSchema>;

/** An edit names the version it was read at (decision 013); the date check still applies. */
export const leaseUpdateSchema = leaseInputSchema.extend(versionField);
export type LeaseUpdate = z.input<typeof leaseUpdateSchema>;

export const feeInputSchema = z.object({
  name: singleLineText({ label: 'Fee name', max: 120, required: LEASE_MESSAGES.feeRequired }),
  amount: requiredMoney({ invalid: LEASE_MESSAGES.amount, required: LEASE_MESSAGES.feeRequired }),
  date: optionalDate,
  leaseId: z
    .uuid('Unknown lease.')
    .nullish()
    .transform((value) => value ?? null),
});

export type FeeInput = z.input<typeof feeInputSchema>;

/**
 * A lease as the API presents it: the app and /api/v1 send this shape, and the OpenAPI document
 * describes it from this schema (docs/product.md §33). Amounts are decimal strings ("1500.00").
 */
export const leaseSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    startDate: z.iso.date().nullable(),
    endDate: z.iso.date().nullable(),
    monthlyRent: z.string().nullable().describe('A decimal string, "1500.00"; null when not given.'),
    deposit: z.string().nullable().describe('A decimal string; null when not given.'),
    petsAllowed: z.boolean(),
    petFee: z.string().nullable().describe('A decimal string; null when not given.'),
    document: z
      .object({ id: z.uuid(), fileName: z.string(), downloadUrl: z.string() })
      .nullable()
      .describe('The signed lease document, if one is attached.'),
    version: z.int().describe('Bumped by every change; an update sends back the version it read.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Lease', description: "The renter's lease: its dates, rent, deposit and pet terms." });
export type Lease = z.infer<typeof leaseSchema>;

/** A fee as the API presents it (an application, late or pet fee), logged against a lease or not. */
export const feeSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    amount: z.string().describe('A decimal string, "50.00".'),
    date: z.iso.date().nullable(),
    leaseId: z.uuid().nullable(),
    leaseName: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Fee', description: 'A one-off fee the renter paid or owes.' });
export type Fee = z.infer<typeof feeSchema>;

/** The next rent day on or after `today`, on the lease start's day of the month (clamped to month end). */
export function nextRentDueDate(startDate: string, today: string): string {
  const day = Number(startDate.slice(8, 10));
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const candidate = (y: number, m: number) => {
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return new Date(Date.UTC(y, m - 1, Math.min(day, last))).toISOString().slice(0, 10);
  };
  const thisMonth = candidate(year, month);
  const next =
    thisMonth >= today ? thisMonth : candidate(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1);
  return next < startDate ? startDate : next;
}
