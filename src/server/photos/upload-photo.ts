import { isEvidenceStage, PHOTO_MESSAGES, type PhotoFields } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { photos } from '#server/platform/db/schema/photos';
import type { FileStore } from '#server/platform/files/file-store';
import type { Clock } from '#server/platform/lib/clock';
import { Rejection } from '#server/platform/lib/rejection';
import { unskipShot } from '#server/walkthroughs/unskip-shot';
import { photoFileKey, photoFolder } from './photo-keys';
import { ensurePhotoChanges } from './ensure-photo-changes';
import { processPhoto } from './process-photo';

export type UploadedFile = { name: string; bytes: Uint8Array };

/**
 * Stores one photo: the original bytes untouched, two display sizes, and a row with the three facts
 * that make it evidence (received time, capture time, SHA-256), and the device's own time when it
 * sent one. A SHA-256 the device computed must match the bytes that arrived, or nothing is kept. The property is already known to
 * belong to the user. Files are written before the row and removed if the row cannot be written,
 * so a failure leaves neither (a crash in between leaves files that sweepOrphanFiles removes). The
 * received time is the clock's: it is evidence, and tests pin it.
 *
 * A photo taken for a walkthrough shot (already known to be of this place) fills that shot at its
 * stage: a skip recorded there is taken back, and a pair it forms gets its change check
 * (docs/product.md §6.4, §6.5), in the same transaction as the row.
 */
export async function uploadPhoto(
  deps: { db: Db; files: FileStore; clock: Clock },
  userId: string,
  fields: PhotoFields,
  file: UploadedFile,
) {
  const receivedAt = deps.clock.now();
  const processed = await processPhoto(file.bytes);
  if (fields.deviceSha256 && fields.deviceSha256 !== processed.sha256) {
    throw new Rejection('invalid', 'PHOTO_HASH_MISMATCH', PHOTO_MESSAGES.hashMismatch);
  }
  const id = crypto.randomUUID();
  const folder = photoFolder(userId, id);
  try {
    // Every write settles before a failure removes the folder, so none lands after the removal.
    const writes = await Promise.allSettled([
      deps.files.put(photoFileKey(folder, 'original'), file.bytes),
      deps.files.put(photoFileKey(folder, 'thumb'), processed.thumb),
      deps.files.put(photoFileKey(folder, 'large'), processed.large),
    ]);
    const failed = writes.find((write) => write.status === 'rejected');
    if (failed) throw failed.reason;
    return await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(photos)
        .values({
          id,
          userId,
          propertyId: fields.propertyId,
          stage: fields.stage,
          maintenanceItemId: fields.maintenanceItemId ?? null,
          amenityId: fields.amenityId ?? null,
          walkthroughShotId: fields.walkthroughShotId ?? null,
          inspectionItemId: fields.inspectionItemId ?? null,
          area: fields.area,
          notes: fields.notes,
          storageKey: folder,
          originalName: file.name,
          contentType: processed.contentType,
          byteSize: file.bytes.byteLength,
          width: processed.width,
          height: processed.height,
          sha256: processed.sha256,
          receivedAt,
          capturedAt: processed.capturedAt,
          deviceCapturedAt: fields.deviceCapturedAt ? new Date(fields.deviceCapturedAt) : null,
        })
        .returning();
      if (!inserted) throw new Error('Insert returned no photo');
      const { walkthroughShotId: shotId, stage } = inserted;
      if (shotId && isEvidenceStage(stage)) {
        await unskipShot(tx, shotId, stage);
        await ensurePhotoChanges(tx, userId, shotId);
      }
      return inserted;
    });
  } catch (error) {
    await deps.files.deletePrefix(folder);
    throw error;
  }
}
