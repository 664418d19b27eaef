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

export type Lease = {
  id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  monthlyRent: string | null;
  deposit: string | null;
  petsAllowed: boolean;
  petFee: string | null;
  document: { id: string; fileName: string; downloadUrl: string } | null;
  /** Bumped by every change; an edit sends it back (decision 013). */
  version: number;
  createdAt: string;
};

export type Fee = {
  id: string;
  name: string;
  amount: string;
  date: string | null;
  leaseId: string | null;
  leaseName: string | null;
  createdAt: string;
};

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
