import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { inspectionItems, inspections } from '#server/platform/db/schema/inspections';

/**
 * An item of one of the user's condition reports with the place it is of and when the report was
 * signed, or null (missing and someone else's look the same).
 */
export async function getInspectionItem(db: Db, userId: string, itemId: string) {
  const [row] = await db
    .select({
      item: inspectionItems,
      propertyId: inspections.propertyId,
      frozenAt: inspections.frozenAt,
    })
    .from(inspectionItems)
    .innerJoin(inspections, eq(inspections.id, inspectionItems.inspectionId))
    .where(and(eq(inspectionItems.id, itemId), eq(inspections.userId, userId)));
  return row ?? null;
}
