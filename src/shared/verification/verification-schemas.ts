import { z } from 'zod';
import { reportOptionsSchema } from '#shared/reports/report-schemas';
import { emailAddress } from '#shared/text';

/** The fixed list (docs/product.md §13.1): every link shares all five, in this order. */
export const SHARE_ITEMS = [
  'rentalHistory',
  'depositDisputes',
  'petVerification',
  'residentConduct',
  'timelyPayments',
] as const;
export type ShareItem = (typeof SHARE_ITEMS)[number];

export const SHARE_ITEM_LABELS: Record<ShareItem, { title: string; description: string }> = {
  rentalHistory: { title: 'Rental History', description: 'Lease dates and payment records' },
  depositDisputes: {
    title: 'Deposit Dispute History',
    description: 'Timestamped move-in and move-out photos and maintenance logs',
  },
  petVerification: { title: 'Pet Verification', description: 'Authorized pets and fees' },
  residentConduct: { title: 'Resident Conduct', description: 'Based on emotional reviews' },
  timelyPayments: { title: 'Proof of Timely Payments', description: 'Downloadable rent history' },
};

export const VERIFICATION_EXPIRY_DAYS = 7;

export const VERIFICATION_STATUSES = ['pending', 'viewed', 'revoked'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_MESSAGES = {
  consent: 'Consent Required: Please provide consent to share your data.',
  email: 'Invalid Email: Please enter a valid recipient email address.',
  noToken: 'No verification token provided',
  invalid: 'Invalid or expired verification link',
  expired: 'This verification link has expired',
} as const;

export const createVerificationRequestSchema = z.object({
  recipientEmail: emailAddress({ invalid: VERIFICATION_MESSAGES.email }),
  consent: z.literal(true, { error: VERIFICATION_MESSAGES.consent }),
  /** Off unless the renter ticks it: their emotional reviews in Resident Conduct (docs/product.md §21). */
  includeReviews: z.boolean({ error: 'includeReviews must be true or false.' }).default(false),
});

export type CreateVerificationRequestInput = z.infer<typeof createVerificationRequestSchema>;

/**
 * Sharing the report shown on /reports. The link already open for the same report is given back
 * unless `forceNew` asks for another one.
 */
export const shareReportSchema = reportOptionsSchema.extend({
  forceNew: z.boolean({ error: 'forceNew must be true or false.' }).default(false),
});
