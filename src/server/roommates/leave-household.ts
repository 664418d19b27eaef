import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { roommateChores, roommateHouseholds, roommateMembers } from '#server/platform/db/schema/roommates';

/**
 * Takes the person out of a space. Their expenses, settle-ups and notes stay (the balance may still
 * name them); the open chores assigned to them go back to nobody. The last member to leave deletes
 * the space with everything in it. The space's row is locked first, so two last members leaving at
 * once cannot both see the other still there. False when they were not in it.
 */
export async function leaveHousehold(db: Db, householdId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: roommateHouseholds.id })
      .from(roommateHouseholds)
      .where(eq(roommateHouseholds.id, householdId))
      .for('update');
    const left = await tx
      .delete(roommateMembers)
      .where(and(eq(roommateMembers.householdId, householdId), eq(roommateMembers.userId, userId)))
      .returning({ userId: roommateMembers.userId });
    if (left.length === 0) return false;
    const [remaining] = await tx
      .select({ members: count() })
      .from(roommateMembers)
      .where(eq(roommateMembers.householdId, householdId));
    if ((remaining?.members ?? 0) === 0) {
      await tx.delete(roommateHouseholds).where(eq(roommateHouseholds.id, householdId));
      return true;
    }
    await tx
      .update(roommateChores)
      .set({ assigneeId: null, version: sql`${roommateChores.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(roommateChores.householdId, householdId),
          eq(roommateChores.assigneeId, userId),
          isNull(roommateChores.doneAt),
        ),
      );
    return true;
  });
}
