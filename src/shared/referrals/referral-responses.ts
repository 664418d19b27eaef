import type { Referral } from './referral-schemas';

/** The answers of /api/referral (decision 017). */
export type ReferralResponse = { referral: Referral };
/** `recorded`: this claim counted the account as referred; false when an earlier claim stands. */
export type ReferralClaimResponse = { claim: { recorded: boolean } };
