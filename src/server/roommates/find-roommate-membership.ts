import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { roommateMembers } from '#server/platform/db/schema/roommates';

export type RoommateMembership = { householdId: string; userId: string };

/**
 * The signed-in person's place in one space, read afresh on every request to it: someone who left a
 * moment ago is refused on their very next request. Null for anyone else, and for a space that does
 * not exist, alike.
 */
export async function findRoommateMembership(
  db: Db,
  householdId: string,
  userId: string,
): Promise<RoommateMembership | null> {
  const [row] = await db
    .select({ householdId: roommateMembers.householdId, userId: roommateMembers.userId })
    .from(roommateMembers)
    .where(and(eq(roommateMembers.householdId, householdId), eq(roommateMembers.userId, userId)));
  return row ?? null;
}

/** The space's current members' ids, the first to join first: the order of an equal split. */
export async function currentMemberIds(db: Db, householdId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: roommateMembers.userId })
    .from(roommateMembers)
    .where(eq(roommateMembers.householdId, householdId))
    .orderBy(roommateMembers.joinedAt, roommateMembers.userId);
  return rows.map((row) => row.userId);
}
