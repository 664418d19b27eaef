import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import type { FileStore } from '#server/platform/files/file-store';
import { removePhotoFiles } from '#server/photos/remove-photo-files';

/**
 * Deletes the home (or, with kind 'stay', the stay) with everything recorded for it: its details,
 * photos, maintenance items, amenities and reviews go with the row (ON DELETE CASCADE), then the
 * photos' files; its share links then open nothing. Returns false when there is no such home or
 * stay of the user's, so /api/properties never deletes a stay nor /api/stays a home.
 */
export async function deleteProperty(
  deps: { db: Db; files: FileStore },
  userId: string,
  propertyId: string,
  kind: 'home' | 'stay' = 'home',
) {
  const photoFolders = await deps.db
    .select({ storageKey: photos.storageKey })
    .from(photos)
    .where(and(eq(photos.propertyId, propertyId), eq(photos.userId, userId)));
  const deleted = await deps.db
    .delete(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId), eq(properties.kind, kind)))
    .returning({ id: properties.id });
  if (deleted.length === 0) return false;
  await removePhotoFiles(
    deps.files,
    photoFolders.map((row) => row.storageKey),
  );
  return true;
}
