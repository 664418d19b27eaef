import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { roommateChores } from '#server/platform/db/schema/roommates';

/** Deletes the space's chore (any member may); false when the space has no such chore. */
export async function deleteChore(db: Db, householdId: string, choreId: string): Promise<boolean> {
  const deleted = await db
    .delete(roommateChores)
    .where(and(eq(roommateChores.id, choreId), eq(roommateChores.householdId, householdId)))
    .returning({ id: roommateChores.id });
  return deleted.length > 0;
}
