import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { photos } from '#server/db/schema/photos';
import type { FileStore } from '#server/files/file-store';
import { ensurePhotoChanges } from './ensure-photo-changes';
import { removePhotoFiles } from './remove-photo-files';

/**
 * Removes the row, then the files. Returns false when there is no such photo of the user. A
 * walkthrough shot's earlier photo takes the removed one's place in its pair, which then gets its
 * change check like a pair an upload forms (docs/product.md §6.5).
 */
export async function deletePhoto(deps: { db: Db; files: FileStore }, userId: string, photoId: string) {
  const deleted = await deps.db
    .delete(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
    .returning({ storageKey: photos.storageKey, shotId: photos.walkthroughShotId });
  for (const { shotId } of deleted) if (shotId) await ensurePhotoChanges(deps.db, userId, shotId);
  await removePhotoFiles(
    deps.files,
    deleted.map((row) => row.storageKey),
  );
  return deleted.length > 0;
}
