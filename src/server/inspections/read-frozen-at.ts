import { eq } from 'drizzle-orm';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { inspections } from '#server/platform/db/schema/inspections';

/** When the place's move-in report was first signed, or null while it is not (docs/product.md §34). */
export async function readFrozenAt(db: Db, propertyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ frozenAt: inspections.frozenAt })
    .from(inspections)
    .where(eq(inspections.propertyId, propertyId));
  return row?.frozenAt ?? null;
}

/**
 * Whether a piece of evidence is part of the signed move-in report: a move-in photo or video
 * received by the time it was signed. It can then no longer be deleted or drawn on; one received
 * later is an addendum.
 */
export function isSignedEvidence(frozenAt: Date | null, stage: string, receivedAt: Date): boolean {
  return frozenAt !== null && stage === ('move-in' satisfies EvidenceStage) && receivedAt <= frozenAt;
}

/** Move-in evidence received after the report was signed: shown, but marked as an addendum. */
export function isAddendum(frozenAt: Date | null, stage: string, receivedAt: Date): boolean {
  return frozenAt !== null && stage === ('move-in' satisfies EvidenceStage) && receivedAt > frozenAt;
}
