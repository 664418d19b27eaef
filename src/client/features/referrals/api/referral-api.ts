import { useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { takeReferralCode } from '#client/lib/referral-code';
import type { ReferralClaimResponse, ReferralResponse } from '#shared/referrals/referral-responses';

export function useReferral() {
  return useQuery({
    queryKey: ['referral'],
    queryFn: async () => (await api<ReferralResponse>('/api/referral')).referral,
  });
}

export const referralApi = {
  claim: (code: string) => api<ReferralClaimResponse>('/api/referral/claim', { body: { code } }),
};

/**
 * Once signed in after confirming their email: counts the new person for the friend whose link
 * they signed up through, if there was one. Sent once; the code is forgotten either way, and a
 * refusal (an older account, one's own link) is nothing the person needs to hear about.
 */
export async function claimRememberedReferral(): Promise<void> {
  const code = takeReferralCode();
  if (!code) return;
  await referralApi.claim(code).catch(() => undefined);
}
