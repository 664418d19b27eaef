import { z } from 'zod';
import { singleLineText } from '#shared/text';

// Refer & Earn (docs/product.md §22): give $5, get $5.

/** What each side gets: $5 off the friend's first Pro month, $5 credit to the referrer. */
export const REFERRAL_REWARD = '5.00';
/** Only accounts this new count as referred: a referral link brings new people, not old friends. */
export const REFERRAL_WINDOW_DAYS = 7;

export const REFERRAL_MESSAGES = {
  codeRequired: 'Referral code required',
  unknownCode: 'That referral code could not be found.',
  ownCode: 'You cannot use your own referral link.',
  tooOld: `Referral links count for new accounts only: this account was created more than ${REFERRAL_WINDOW_DAYS} days ago.`,
} as const;

/** The `?ref=` of a referral link, as the new account sends it once signed in. */
export const referralClaimSchema = z.object({
  code: singleLineText({
    label: 'Referral code',
    max: 80,
    required: REFERRAL_MESSAGES.codeRequired,
  }).transform((code) => code.toLowerCase()),
});

export type ReferralClaimInput = z.input<typeof referralClaimSchema>;

export type Referral = {
  code: string;
  /** `${APP_URL}/signup?ref=${code}`: the link to share. */
  url: string;
  /** People who signed up through the link and confirmed their email. */
  friendsJoined: number;
  /** A decimal string; stays '0.00' while no payment provider is integrated. */
  totalEarnings: string;
};
