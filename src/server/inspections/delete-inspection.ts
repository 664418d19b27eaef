import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { inspections } from '#server/platform/db/schema/inspections';
import { lockInspection, refuseIfFrozen } from './lock-inspection';

/**
 * Removes a place's condition report with its rooms, items and ratings, unless it is signed. Its
 * photos and clips stay in the place's evidence: the database clears their item. False when the
 * place has no report of the user's.
 */
export async function deleteInspection(db: Db, userId: string, propertyId: string) {
  return db.transaction(async (tx) => {
    const inspection = await lockInspection(tx, userId, propertyId);
    if (!inspection) return false;
    refuseIfFrozen(inspection);
    await tx.delete(inspections).where(eq(inspections.id, inspection.id));
    return true;
  });
}
