import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { walkthroughs } from '#server/platform/db/schema/walkthroughs';

/**
 * Removes a place's walkthrough, its rooms, shots and skips. Its photos stay in the place's evidence:
 * the database clears their slot. False when the place has no walkthrough of the user's.
 */
export async function deleteWalkthrough(db: Db, userId: string, propertyId: string) {
  const deleted = await db
    .delete(walkthroughs)
    .where(and(eq(walkthroughs.propertyId, propertyId), eq(walkthroughs.userId, userId)))
    .returning({ id: walkthroughs.id });
  return deleted.length > 0;
}
