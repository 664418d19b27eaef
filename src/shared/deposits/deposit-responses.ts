import type { CreatedShareLink } from '#shared/verification/share-links';
import type {
  Deposit,
  DepositDeduction,
  DepositEvidenceOptions,
  DepositSummary,
  LandlordDeduction,
  OfferedDeduction,
} from './deposit-schemas';

/** The answers of /api/deposits (decision 017). */
export type DepositList = { deposits: DepositSummary[] };
export type DepositResponse = { deposit: Deposit };
export type DeductionResponse = { deduction: DepositDeduction };
export type EvidenceOptionsResponse = { options: DepositEvidenceOptions };
/** A link to the evidence of exactly the deposit's deductions, its address shown once. */
export type DisputeShare = CreatedShareLink;
/** A landlord's itemized list on one tenant link, and one item of it. */
export type LandlordDeductionList = { deductions: LandlordDeduction[] };
export type LandlordDeductionResponse = { deduction: LandlordDeduction };
/** What the tenant's landlords listed for the home of a deposit. */
export type OfferedDeductionList = { deductions: OfferedDeduction[] };
