import { and, count, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { referrals } from '#server/platform/db/schema/referrals';

/** The people the user referred whose account is confirmed: a sign-up counts once its email is. */
export async function countFriendsJoined(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(and(eq(referrals.referrerUserId, userId), eq(users.emailVerified, true)));
  return row?.n ?? 0;
}
