import { fromCents, toCents } from '#shared/roommates/roommate-balances';
import type { DeductionPosition } from './deposit-schemas';

// The deposit dispute's sums (docs/product.md §32) in whole cents, so that no floating-point
// rounding creeps into what the letter says is owed.

export type DeductionAmounts = { amount: string; position: DeductionPosition; acceptedAmount: string | null };

/** The part of a deduction the renter accepts: all of it, none, or the amount they entered. */
function acceptedCents({ amount, position, acceptedAmount }: DeductionAmounts): number {
  if (position === 'accept') return toCents(amount);
  if (position === 'partly') return toCents(acceptedAmount ?? '0');
  return 0;
}

/** What the renter disputes of one deduction. */
export function disputedAmount(deduction: DeductionAmounts): string {
  return fromCents(toCents(deduction.amount) - acceptedCents(deduction));
}

/** Sums over a deposit's deductions: what the landlord kept, what the renter accepts and disputes. */
export function depositTotals(deductions: readonly DeductionAmounts[]): {
  deducted: string;
  disputed: string;
  accepted: string;
} {
  let deducted = 0;
  let accepted = 0;
  for (const deduction of deductions) {
    deducted += toCents(deduction.amount);
    accepted += acceptedCents(deduction);
  }
  return {
    deducted: fromCents(deducted),
    disputed: fromCents(deducted - accepted),
    accepted: fromCents(accepted),
  };
}
