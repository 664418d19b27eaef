import { and, eq } from 'drizzle-orm';
import { INSPECTION_MESSAGES } from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/platform/db/database';
import { photos } from '#server/platform/db/schema/photos';
import type { FileStore } from '#server/platform/files/file-store';
import { lockFrozenAt } from '#server/inspections/lock-inspection';
import { isSignedEvidence } from '#server/inspections/read-frozen-at';
import { Rejection } from '#server/platform/lib/rejection';
import { ensurePhotoChanges } from './ensure-photo-changes';
import { removePhotoFiles } from './remove-photo-files';

/**
 * Removes the row, then the files. Returns false when there is no such photo of the user. A
 * walkthrough shot's earlier photo takes the removed one's place in its pair, which then gets its
 * change check like a pair an upload forms (docs/product.md §6.5). A move-in photo the signed
 * move-in report covers is kept: the signature vouches for it (docs/product.md §34).
 */
export async function deletePhoto(deps: { db: Db; files: FileStore }, userId: string, photoId: string) {
  const deleted = await deps.db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ propertyId: photos.propertyId, stage: photos.stage, receivedAt: photos.receivedAt })
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
    if (!photo) return [];
    const frozenAt = await lockFrozenAt(tx, photo.propertyId);
    if (isSignedEvidence(frozenAt, photo.stage, photo.receivedAt))
      throw new Rejection('conflict', 'SIGNED_EVIDENCE', INSPECTION_MESSAGES.signedPhoto);
    const rows = await tx
      .delete(photos)
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
      .returning({ storageKey: photos.storageKey, shotId: photos.walkthroughShotId });
    for (const { shotId } of rows) if (shotId) await ensurePhotoChanges(tx, userId, shotId);
    return rows;
  });
  await removePhotoFiles(
    deps.files,
    deleted.map((row) => row.storageKey),
  );
  return deleted.length > 0;
}
