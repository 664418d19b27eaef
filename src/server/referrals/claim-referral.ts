import { eq } from 'drizzle-orm';
import { REFERRAL_MESSAGES, REFERRAL_WINDOW_DAYS } from '#shared/referrals/referral-schemas';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { referralCodes, referrals } from '#server/platform/db/schema/referrals';
import { Rejection } from '#server/platform/lib/rejection';

const WINDOW_MS = REFERRAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * Records that the signed-in person came through the link of `code`'s owner. Refused: one's own
 * code, a code nobody holds (404), an account older than the window. A person has one referrer:
 * the first claim stands, and a later one is answered alike without changing it (`recorded`
 * false), so a resent claim is harmless.
 */
export async function claimReferral(
  db: Db,
  { userId, code, now }: { userId: string; code: string; now: Date },
): Promise<{ recorded: boolean }> {
  const [owner] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  if (!owner) throw new Rejection('not-found', 'NOT_FOUND', REFERRAL_MESSAGES.unknownCode);
  if (owner.userId === userId) throw new Rejection('malformed', 'BAD_REQUEST', REFERRAL_MESSAGES.ownCode);

  const [earlier] = await db
    .select({ referrer: referrals.referrerUserId })
    .from(referrals)
    .where(eq(referrals.referredUserId, userId));
  if (earlier) return { recorded: false };

  const [account] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!account || now.getTime() - account.createdAt.getTime() > WINDOW_MS)
    throw new Rejection('malformed', 'BAD_REQUEST', REFERRAL_MESSAGES.tooOld);

  const inserted = await db
    .insert(referrals)
    .values({ referredUserId: userId, referrerUserId: owner.userId })
    .onConflictDoNothing()
    .returning({ referredUserId: referrals.referredUserId });
  return { recorded: inserted.length > 0 };
}
