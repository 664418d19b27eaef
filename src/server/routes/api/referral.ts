import { Hono } from 'hono';
import { referralClaimSchema } from '#shared/referrals/referral-schemas';
import type { AppEnv } from '#server/http/app-env';
import { readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { claimReferral } from '#server/referrals/claim-referral';
import { countFriendsJoined } from '#server/referrals/count-friends-joined';
import { getOrCreateReferralCode, referralUrl } from '#server/referrals/get-or-create-referral-code';
import type { ReferralClaimResponse, ReferralResponse } from '#shared/referrals/referral-responses';

/** No payment provider is integrated yet, so nothing has been paid out (docs/product.md §22). */
const TOTAL_EARNINGS = '0.00';

export const referralRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const { database, config } = c.var.services;
    const code = await getOrCreateReferralCode(database.db, c.var.user);
    const friendsJoined = await countFriendsJoined(database.db, c.var.user.id);
    return c.json({
      referral: { code, url: referralUrl(config.appUrl, code), friendsJoined, totalEarnings: TOTAL_EARNINGS },
    } satisfies ReferralResponse);
  })
  .post('/claim', async (c) => {
    const { code } = validate(referralClaimSchema, await readJson(c));
    const { database, clock } = c.var.services;
    const claim = await claimReferral(database.db, { userId: c.var.user.id, code, now: clock.now() });
    return c.json({ claim } satisfies ReferralClaimResponse);
  });
