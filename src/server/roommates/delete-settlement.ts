import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { roommateSettlements } from '#server/platform/db/schema/roommates';

/** Deletes the space's settle-up (any member may); false when the space has no such settle-up. */
export async function deleteSettlement(db: Db, householdId: string, settlementId: string): Promise<boolean> {
  const deleted = await db
    .delete(roommateSettlements)
    .where(and(eq(roommateSettlements.id, settlementId), eq(roommateSettlements.householdId, householdId)))
    .returning({ id: roommateSettlements.id });
  return deleted.length > 0;
}
