import { and, eq } from 'drizzle-orm';
import { INSPECTION_MESSAGES } from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/platform/db/database';
import { inspections } from '#server/platform/db/schema/inspections';
import { Rejection } from '#server/platform/lib/rejection';

/**
 * The user's report of a place, locked for the rest of the transaction so a signature (which sets
 * `frozenAt` on this row) cannot land between the check and the change; null when there is none.
 */
export async function lockInspection(db: Db, userId: string, propertyId: string) {
  const [inspection] = await db
    .select()
    .from(inspections)
    .where(and(eq(inspections.propertyId, propertyId), eq(inspections.userId, userId)))
    .for('update');
  return inspection ?? null;
}

/**
 * When the place's move-in report was signed, or null, with its report locked for the rest of the
 * transaction: a change to move-in evidence checked against it cannot race the signature.
 */
export async function lockFrozenAt(db: Db, propertyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ frozenAt: inspections.frozenAt })
    .from(inspections)
    .where(eq(inspections.propertyId, propertyId))
    .for('update');
  return row?.frozenAt ?? null;
}

/** Once signed, the move-in side of the report no longer changes (docs/product.md §34). */
export function refuseIfFrozen(inspection: { frozenAt: Date | null }) {
  if (inspection.frozenAt) throw new Rejection('conflict', 'INSPECTION_FROZEN', INSPECTION_MESSAGES.frozen);
}
