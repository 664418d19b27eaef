import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { photos } from '#server/db/schema/photos';
import { properties } from '#server/db/schema/properties';
import type { FileStore } from '#server/files/file-store';
import { removePhotoFiles } from '#server/photos/remove-photo-files';

/**
 * Deletes the property with everything recorded for it: its photos and maintenance items go with
 * the row (ON DELETE CASCADE), then the photos' files. Returns false when the property does not
 * exist or is someone else's.
 */
export async function deleteProperty(deps: { db: Db; files: FileStore }, userId: string, propertyId: string) {
  const photoFolders = await deps.db
    .select({ storageKey: photos.storageKey })
    .from(photos)
    .where(and(eq(photos.propertyId, propertyId), eq(photos.userId, userId)));
  const deleted = await deps.db
    .delete(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)))
    .returning({ id: properties.id });
  if (deleted.length === 0) return false;
  await removePhotoFiles(
    deps.files,
    photoFolders.map((row) => row.storageKey),
  );
  return true;
}
