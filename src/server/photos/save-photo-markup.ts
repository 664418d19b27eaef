import { and, eq } from 'drizzle-orm';
import { INSPECTION_MESSAGES } from '#shared/inspections/inspection-schemas';
import type { MarkupShape } from '#shared/photos/markup-schemas';
import type { Db } from '#server/platform/db/database';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { lockFrozenAt } from '#server/inspections/lock-inspection';
import { isSignedEvidence } from '#server/inspections/read-frozen-at';
import type { Clock } from '#server/platform/lib/clock';
import { Rejection } from '#server/platform/lib/rejection';
import { markupLayerFile, type MarkupRow } from './markup-layer-file';

/**
 * The user's photo that may be drawn on, or null when there is no such photo of theirs. A photo of
 * the signed move-in report is refused: the landlord signed it as it was shown (docs/product.md §34).
 * Called inside a transaction: the place's report stays locked, so a signature cannot land between
 * this check and the change.
 */
export async function findMarkablePhoto(db: Db, userId: string, photoId: string) {
  const [photo] = await db
    .select({
      id: photos.id,
      sha256: photos.sha256,
      propertyId: photos.propertyId,
      stage: photos.stage,
      receivedAt: photos.receivedAt,
    })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
  if (!photo) return null;
  if (isSignedEvidence(await lockFrozenAt(db, photo.propertyId), photo.stage, photo.receivedAt)) {
    throw new Rejection('conflict', 'SIGNED_EVIDENCE', INSPECTION_MESSAGES.signedPhoto);
  }
  return photo;
}

/**
 * Replaces the photo's markup layer with `shapes` (an empty list removes it). The photo's own bytes
 * and SHA-256 are never touched. Null when there is no such photo of the user.
 */
export async function savePhotoMarkup(
  deps: { db: Db; clock: Clock },
  userId: string,
  photoId: string,
  shapes: MarkupShape[],
): Promise<{ markup: MarkupRow | null } | null> {
  return deps.db.transaction(async (tx) => {
    const photo = await findMarkablePhoto(tx, userId, photoId);
    if (!photo) return null;
    if (!shapes.length) {
      await tx.delete(photoMarkups).where(eq(photoMarkups.photoId, photo.id));
      return { markup: null };
    }
    const stored = { ...markupLayerFile(photo, shapes), updatedAt: deps.clock.now() };
    await tx
      .insert(photoMarkups)
      .values({ photoId: photo.id, userId, ...stored })
      .onConflictDoUpdate({ target: photoMarkups.photoId, set: stored });
    return { markup: stored };
  });
}
