import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { isIsoDate } from '#shared/dates';
import { optionalMoney, requiredMoney } from '#shared/money';
import type { PhotoMarkup } from '#shared/photos/markup-schemas';
import type { PhotoTimestamp } from '#shared/photos/photo-schemas';
import { emailAddress, multiLineText, singleLineText } from '#shared/text';
import { VERIFICATION_MESSAGES } from '#shared/verification/verification-schemas';
import { DEPOSIT_JURISDICTIONS, type DepositJurisdiction, type DepositRule } from './deposit-rules';

// The deposit dispute (docs/product.md §32): the deposit after move-out, the landlord's deductions
// one by one with the renter's position and evidence, and the outcome. The forms and the routes use
// these schemas.

export const DEDUCTION_POSITIONS = ['dispute', 'accept', 'partly'] as const;
export type DeductionPosition = (typeof DEDUCTION_POSITIONS)[number];
export const DEDUCTION_POSITION_LABELS: Record<DeductionPosition, string> = {
  dispute: 'Dispute',
  accept: 'Accept',
  partly: 'Partly accept',
};

/** What a deduction's evidence can be; a receipt is a document. */
export const DEPOSIT_EVIDENCE_KINDS = ['pair', 'photo', 'maintenance', 'document'] as const;
export type DepositEvidenceKind = (typeof DEPOSIT_EVIDENCE_KINDS)[number];

/** Said on every deposit screen, in the letter and on the shared link, in these words. */
export const NOT_LEGAL_ADVICE =
  'Rentproof is not a law firm and this is not legal advice. The rules shown are summaries of the law’s text with their sources; check them, or ask a tenant’s rights group or a lawyer, before you rely on them.';

export const DEPOSIT_MESSAGES = {
  amountRequired: 'Please enter the deposit amount.',
  amount: 'Amounts are money such as 1500 or 1500.50.',
  date: 'Please select a real date.',
  moveOutRequired: 'Please enter your move-out date.',
  jurisdiction: 'Please choose where the home is.',
  customDeadlineRequired: 'Please enter the deadline from your lease or local law.',
  customDeadlineOnlyForOther: 'Only Other takes a deadline you enter; the rule sets it elsewhere.',
  customDeadlineBeforeMoveOut: 'The deadline cannot be before your move-out date.',
  paidAfterMoveOut: 'The deposit cannot have been paid after you moved out.',
  tenancyEndBeforePaid: 'The tenancy cannot end before the deposit was paid.',
  outcomeBoth: 'Please enter both the amount returned and the date it came back.',
  returnedMoreThanDeposit: 'The amount returned cannot be more than the deposit.',
  returnedBeforeMoveOut: 'The deposit cannot have come back before you moved out.',
  deductionRequired: 'Please enter the amount and the reason for the deduction.',
  acceptedAmountRequired: 'Please enter the part of the amount you accept.',
  acceptedAmountTooLarge: 'The part you accept must be less than the amount deducted.',
  acceptedAmountOnlyForPartly: 'Only a partly accepted deduction has an accepted amount.',
  evidenceKind: 'Please choose a photo pair, a photo, a maintenance item or a document.',
} as const;

const optionalDate = z
  .string()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isIsoDate(value), DEPOSIT_MESSAGES.date);
const requiredDate = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((value) => value === '' || isIsoDate(value), DEPOSIT_MESSAGES.date);
const optionalAmount = optionalMoney(DEPOSIT_MESSAGES.amount)
  .nullish()
  .transform((value) => value ?? null);

const depositFields = {
  leaseId: z
    .uuid('Unknown lease.')
    .nullish()
    .transform((value) => value ?? null),
  amount: requiredMoney({ invalid: DEPOSIT_MESSAGES.amount, required: DEPOSIT_MESSAGES.amountRequired }),
  paidOn: optionalDate,
  moveOutDate: requiredDate(DEPOSIT_MESSAGES.moveOutRequired),
  tenancyEndDate: optionalDate,
  forwardingAddressGivenOn: optionalDate,
  forwardingAddress: multiLineText({ label: 'Forwarding address', max: 500 }).default(''),
  jurisdiction: z.enum(DEPOSIT_JURISDICTIONS, { error: DEPOSIT_MESSAGES.jurisdiction }),
  customDeadline: optionalDate,
  landlordName: singleLineText({ label: 'Landlord name', max: 200 }).default(''),
  statement: multiLineText({ label: 'Your statement', max: 10_000 }).default(''),
  returnedAmount: optionalAmount,
  returnedOn: optionalDate,
};

type DepositFields = z.output<z.ZodObject<typeof depositFields>>;

/** Every problem the fields have together, on the field the renter should change. */
function checkDeposit(input: DepositFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (input.jurisdiction === 'other' && !input.customDeadline)
    issue('customDeadline', DEPOSIT_MESSAGES.customDeadlineRequired);
  if (input.jurisdiction !== 'other' && input.customDeadline)
    issue('customDeadline', DEPOSIT_MESSAGES.customDeadlineOnlyForOther);
  if (input.customDeadline && input.customDeadline < input.moveOutDate)
    issue('customDeadline', DEPOSIT_MESSAGES.customDeadlineBeforeMoveOut);
  if (input.paidOn && input.paidOn > input.moveOutDate) issue('paidOn', DEPOSIT_MESSAGES.paidAfterMoveOut);
  if (input.paidOn && input.tenancyEndDate && input.tenancyEndDate < input.paidOn)
    issue('tenancyEndDate', DEPOSIT_MESSAGES.tenancyEndBeforePaid);
  if ((input.returnedAmount === null) !== (input.returnedOn === null))
    issue(input.returnedAmount === null ? 'returnedAmount' : 'returnedOn', DEPOSIT_MESSAGES.outcomeBoth);
  if (input.returnedAmount !== null && Number(input.returnedAmount) > Number(input.amount))
    issue('returnedAmount', DEPOSIT_MESSAGES.returnedMoreThanDeposit);
  if (input.returnedOn && input.returnedOn < input.moveOutDate)
    issue('returnedOn', DEPOSIT_MESSAGES.returnedBeforeMoveOut);
}

export const depositInputSchema = z
  .object({ propertyId: z.uuid('Unknown property.'), ...depositFields })
  .superRefine(checkDeposit);
export type DepositInput = z.input<typeof depositInputSchema>;

/** An edit names the version it was read at (decision 013); the property never changes. */
export const depositUpdateSchema = z.object({ ...depositFields, ...versionField }).superRefine(checkDeposit);
export type DepositUpdate = z.input<typeof depositUpdateSchema>;

const deductionFields = {
  amount: requiredMoney({ invalid: DEPOSIT_MESSAGES.amount, required: DEPOSIT_MESSAGES.deductionRequired }),
  reason: singleLineText({ label: 'Reason', max: 300, required: DEPOSIT_MESSAGES.deductionRequired }),
  room: singleLineText({ label: 'Room', max: 120 }).default(''),
  position: z.enum(DEDUCTION_POSITIONS).default('dispute'),
  acceptedAmount: optionalAmount,
  comment: multiLineText({ label: 'Your answer', max: 5_000 }).default(''),
};

function checkDeduction(input: z.output<z.ZodObject<typeof deductionFields>>, ctx: z.RefinementCtx) {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['acceptedAmount'], message });
  if (input.position === 'partly' && input.acceptedAmount === null)
    issue(DEPOSIT_MESSAGES.acceptedAmountRequired);
  if (input.position !== 'partly' && input.acceptedAmount !== null)
    issue(DEPOSIT_MESSAGES.acceptedAmountOnlyForPartly);
  if (input.acceptedAmount !== null && Number(input.acceptedAmount) >= Number(input.amount))
    issue(DEPOSIT_MESSAGES.acceptedAmountTooLarge);
}

export const deductionInputSchema = z.object(deductionFields).superRefine(checkDeduction);
export type DeductionInput = z.input<typeof deductionInputSchema>;

export const deductionUpdateSchema = z
  .object({ ...deductionFields, ...versionField })
  .superRefine(checkDeduction);
export type DeductionUpdate = z.input<typeof deductionUpdateSchema>;

/** An item of a landlord's itemized list, as a company member enters it (docs/product.md §32). */
export const landlordDeductionInputSchema = z.object({
  amount: requiredMoney({ invalid: DEPOSIT_MESSAGES.amount, required: DEPOSIT_MESSAGES.deductionRequired }),
  reason: singleLineText({ label: 'Reason', max: 300, required: DEPOSIT_MESSAGES.deductionRequired }),
  room: singleLineText({ label: 'Room', max: 120 }).default(''),
});
export type LandlordDeductionInput = z.input<typeof landlordDeductionInputSchema>;

/** The item as the company sees it on the tenant link. */
export type LandlordDeduction = {
  id: string;
  amount: string;
  reason: string;
  room: string;
  /** The name of the member who added it; null once their account is deleted. */
  createdBy: string | null;
  createdAt: string;
};

/** The item as the tenant sees it offered on their Deposit page. */
export type OfferedDeduction = {
  id: string;
  companyName: string;
  amount: string;
  reason: string;
  room: string;
  createdAt: string;
  /** The deduction of this deposit made from it; null until the tenant adds it. */
  pickedDeductionId: string | null;
};

/** Attaching one record to a deduction: its kind and its id among the renter's own. */
export const evidenceInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('pair'), photoChangeId: z.uuid('Unknown photo pair.') }),
    z.object({ kind: z.literal('photo'), photoId: z.uuid('Unknown photo.') }),
    z.object({ kind: z.literal('maintenance'), maintenanceItemId: z.uuid('Unknown maintenance item.') }),
    z.object({ kind: z.literal('document'), documentId: z.uuid('Unknown document.') }),
  ],
  { error: DEPOSIT_MESSAGES.evidenceKind },
);
export type EvidenceInput = z.input<typeof evidenceInputSchema>;

/**
 * Sharing the evidence of the deductions: the link is emailed to the landlord when an address is
 * given, and always shown once to the renter to send as they choose.
 */
export const disputeShareSchema = z.object({
  recipientEmail: z
    .union([z.literal('').transform(() => null), emailAddress({ invalid: VERIFICATION_MESSAGES.email })])
    .nullish()
    .transform((value) => value ?? null),
});
export type DisputeShareInput = z.input<typeof disputeShareSchema>;

/** A photo as evidence: its facts, each one the renter can check at its source. */
export type EvidencePhoto = {
  id: string;
  stage: string;
  area: string;
  sha256: string;
  receivedAt: string;
  capturedAt: string | null;
  deviceCapturedAt: string | null;
  /** Its independent timestamp as the app's photos present it, written with timestampLine. */
  timestamp: PhotoTimestamp;
  thumbnailUrl: string;
  /** The whole photo, uncropped: the markup is drawn over it. */
  largeUrl: string;
  width: number;
  height: number;
  /** The renter's markup layer; the photo's bytes and SHA-256 are the original's (§34). */
  markup: PhotoMarkup | null;
};

/** One record attached to a deduction, presented with what the letter cites of it. */
export type DepositEvidence = { id: string } & (
  | {
      kind: 'pair';
      photoChangeId: string;
      room: string;
      shot: string;
      moveIn: EvidencePhoto;
      moveOut: EvidencePhoto;
      /** The change check's result: how many highlights the renter kept, or its status. */
      changeStatus: 'pending' | 'done' | 'failed';
      keptChanges: number;
    }
  | { kind: 'photo'; photo: EvidencePhoto }
  | {
      kind: 'maintenance';
      maintenanceItemId: string;
      item: string;
      details: string;
      status: string;
      reportedAt: string;
      /** The landlord's status changes, oldest first (docs/product.md §19). */
      updates: { status: string; comment: string; by: string; at: string }[];
    }
  | {
      kind: 'document';
      documentId: string;
      fileName: string;
      sha256: string;
      uploadedAt: string;
      downloadUrl: string;
    }
);

export type DepositDeduction = {
  id: string;
  amount: string;
  reason: string;
  room: string;
  position: DeductionPosition;
  acceptedAmount: string | null;
  /** What the renter disputes on this item: all, none, or the amount less the part accepted. */
  disputedAmount: string;
  comment: string;
  /** Added from a landlord's itemized list: whose; null when the renter entered it. */
  fromLandlord: { companyName: string } | null;
  evidence: DepositEvidence[];
  version: number;
  createdAt: string;
};

/** The deadline as of today (the server's calendar day), for the countdown. */
export type DepositDeadlineView = {
  due: string;
  countedFrom: string | null;
  basis: string;
  /** 0 on the day, negative once passed. */
  daysLeft: number;
  /** Past the due day with no outcome recorded: the screen says so and what the rule provides. */
  passed: boolean;
};

export type Deposit = {
  id: string;
  propertyId: string;
  propertyName: string;
  leaseId: string | null;
  amount: string;
  paidOn: string | null;
  moveOutDate: string;
  tenancyEndDate: string | null;
  forwardingAddressGivenOn: string | null;
  forwardingAddress: string;
  jurisdiction: DepositJurisdiction;
  customDeadline: string | null;
  landlordName: string;
  statement: string;
  returnedAmount: string | null;
  returnedOn: string | null;
  deadline: DepositDeadlineView;
  rule: DepositRule;
  /** Sums over the deductions, as decimal strings. */
  totals: { deducted: string; disputed: string; accepted: string };
  deductions: DepositDeduction[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** A deposit in a list (dashboard, properties): no deductions. */
export type DepositSummary = Pick<
  Deposit,
  'id' | 'propertyId' | 'propertyName' | 'amount' | 'returnedAmount' | 'returnedOn' | 'deadline' | 'totals'
>;

/** What the evidence picker offers for one deposit: the property's records and the renter's documents. */
export type DepositEvidenceOptions = {
  pairs: {
    photoChangeId: string;
    room: string;
    shot: string;
    keptChanges: number;
    moveIn: EvidencePhoto;
    moveOut: EvidencePhoto;
  }[];
  photos: EvidencePhoto[];
  maintenance: { id: string; item: string; status: string; reportedAt: string }[];
  documents: { id: string; fileName: string; uploadedAt: string }[];
};
