import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { walkthroughShots, walkthroughs } from '#server/platform/db/schema/walkthroughs';

/**
 * A shot of one of the user's walkthroughs with the place it is of, or null (missing and someone
 * else's look the same).
 */
export async function getWalkthroughShot(db: Db, userId: string, shotId: string) {
  const [row] = await db
    .select({ shot: walkthroughShots, propertyId: walkthroughs.propertyId })
    .from(walkthroughShots)
    .innerJoin(walkthroughs, eq(walkthroughs.id, walkthroughShots.walkthroughId))
    .where(and(eq(walkthroughShots.id, shotId), eq(walkthroughs.userId, userId)));
  return row ?? null;
}
