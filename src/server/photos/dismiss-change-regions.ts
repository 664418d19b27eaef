import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photoChanges } from '#server/platform/db/schema/photo-changes';
import { Rejection } from '#server/platform/lib/rejection';

export const UNKNOWN_REGION =
  "That highlight is not one of this pair's. Reload the comparison and choose the highlights again.";

/**
 * Marks the regions at these indexes dismissed as false highlights and every other region not
 * (docs/product.md §6.5): the whole choice each time, so a dismissal is undone by leaving it out.
 * Null when the check is not the user's.
 */
export async function dismissChangeRegions(db: Db, userId: string, changesId: string, dismissed: number[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(photoChanges)
      .where(and(eq(photoChanges.id, changesId), eq(photoChanges.userId, userId)))
      .for('update');
    if (!row) return null;
    if (dismissed.some((index) => index >= row.regions.length))
      throw new Rejection('malformed', 'VALIDATION_FAILED', UNKNOWN_REGION);
    const [updated] = await tx
      .update(photoChanges)
      .set({
        regions: row.regions.map((region, index) => ({ ...region, dismissed: dismissed.includes(index) })),
      })
      .where(eq(photoChanges.id, row.id))
      .returning();
    return updated ?? null;
  });
}
