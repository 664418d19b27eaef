import { and, eq } from 'drizzle-orm';
import { INSPECTION_MESSAGES, needsEvidence, type RatingInput } from '#shared/inspections/inspection-schemas';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { inspectionItems, inspectionRatings, inspections } from '#server/platform/db/schema/inspections';
import { photos } from '#server/platform/db/schema/photos';
import { Rejection } from '#server/platform/lib/rejection';
import { refuseIfFrozen } from './lock-inspection';

// The words of the route's 404 for an item that is not there.
const ITEM_NOT_FOUND = 'That item could not be found.';

export type RatedItem = { id: string; inspectionId: string };

/**
 * Records an item's condition at a stage, replacing any earlier one (docs/product.md §34); the
 * item is already known to be the user's and of this place. A Poor or Damaged rating claims a
 * fault, so it needs a photo of the item at that stage (the schema has already asked for the
 * comment). The move-in rating no longer changes once the report is signed.
 */
export async function rateItem(
  db: Db,
  userId: string,
  propertyId: string,
  item: RatedItem,
  stage: EvidenceStage,
  rating: RatingInput,
  at: Date,
) {
  await db.transaction(async (tx) => {
    await lockUnfrozenStage(tx, userId, propertyId, item.id, stage);
    if (needsEvidence(rating.condition) && !(await hasPhoto(tx, userId, item.id, stage)))
      throw new Rejection('invalid', 'RATING_NEEDS_PHOTO', INSPECTION_MESSAGES.needsPhoto);
    const values = { condition: rating.condition, comment: rating.comment, ratedAt: at };
    await tx
      .insert(inspectionRatings)
      .values({ itemId: item.id, stage, ...values })
      .onConflictDoUpdate({ target: [inspectionRatings.itemId, inspectionRatings.stage], set: values });
    await tx.update(inspections).set({ updatedAt: at }).where(eq(inspections.id, item.inspectionId));
  });
}

/** Takes an item's rating at a stage back, under the same rule as rating it. */
export async function clearRating(
  db: Db,
  userId: string,
  propertyId: string,
  item: RatedItem,
  stage: EvidenceStage,
  at: Date,
) {
  await db.transaction(async (tx) => {
    await lockUnfrozenStage(tx, userId, propertyId, item.id, stage);
    const cleared = await tx
      .delete(inspectionRatings)
      .where(and(eq(inspectionRatings.itemId, item.id), eq(inspectionRatings.stage, stage)))
      .returning({ itemId: inspectionRatings.itemId });
    if (cleared.length)
      await tx.update(inspections).set({ updatedAt: at }).where(eq(inspections.id, item.inspectionId));
  });
}

/**
 * Locks the report against a signature landing meanwhile, and finds the item still in it (an edit
 * may have removed it since it was looked up). The signature covers the move-in side only:
 * move-out ratings go on after it.
 */
async function lockUnfrozenStage(
  db: Db,
  userId: string,
  propertyId: string,
  itemId: string,
  stage: EvidenceStage,
) {
  const [inspection] = await db
    .select({ frozenAt: inspections.frozenAt })
    .from(inspections)
    .innerJoin(inspectionItems, eq(inspectionItems.inspectionId, inspections.id))
    .where(
      and(
        eq(inspectionItems.id, itemId),
        eq(inspections.propertyId, propertyId),
        eq(inspections.userId, userId),
      ),
    )
    .for('update', { of: inspections });
  if (!inspection) throw new Rejection('not-found', 'NOT_FOUND', ITEM_NOT_FOUND);
  if (stage === 'move-in') refuseIfFrozen(inspection);
}

async function hasPhoto(db: Db, userId: string, itemId: string, stage: EvidenceStage) {
  const [photo] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.inspectionItemId, itemId), eq(photos.stage, stage)))
    .limit(1);
  return photo !== undefined;
}
