import type { DepositSource } from '#shared/deposits/deposit-rules';
import type { Deposit, DepositDeduction } from '#shared/deposits/deposit-schemas';

/**
 * One deduction as the landlord sees it through the link: the renter's position, their words and
 * the evidence attached, each photo and document addressed through the link's own routes.
 */
export type SharedDeduction = Pick<
  DepositDeduction,
  | 'id'
  | 'amount'
  | 'reason'
  | 'room'
  | 'position'
  | 'acceptedAmount'
  | 'disputedAmount'
  | 'comment'
  | 'fromLandlord'
  | 'evidence'
>;

/**
 * What a deposit dispute's link shows (docs/product.md §32): the deposit, the landlord's deadline
 * with the rule's source, and exactly the deductions with their evidence; none of the renter's
 * other records.
 */
export type SharedDispute = {
  ownerName: string;
  createdAt: string;
  expiresAt: string;
  propertyName: string;
  amount: string;
  moveOutDate: string;
  jurisdictionLabel: string;
  deadline: {
    due: string;
    basis: string;
    /** Where the rule's words are; null where the renter entered the deadline (Other). */
    source: DepositSource | null;
  };
  totals: Deposit['totals'];
  deductions: SharedDeduction[];
  /** NOT_LEGAL_ADVICE, said on the page in these words. */
  notLegalAdvice: string;
};
