import type { CreatedShareLink } from '#shared/verification/share-links';
import type { Deposit, DepositDeduction, DepositEvidenceOptions, DepositSummary } from './deposit-schemas';

/** The answers of /api/deposits (decision 017). */
export type DepositList = { deposits: DepositSummary[] };
export type DepositResponse = { deposit: Deposit };
export type DeductionResponse = { deduction: DepositDeduction };
export type EvidenceOptionsResponse = { options: DepositEvidenceOptions };
/** A link to the evidence of exactly the deposit's deductions, its address shown once. */
export type DisputeShare = CreatedShareLink;
