import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { amenities } from '#server/platform/db/schema/amenities';
import { photos } from '#server/platform/db/schema/photos';
import type { FileStore } from '#server/platform/files/file-store';
import { removePhotoFiles } from '#server/photos/remove-photo-files';
import { ownedAmenity } from './amenity-query';

/** The amenity and its photos (rows cascade, then files). False when not the user's. */
export async function deleteAmenity(deps: { db: Db; files: FileStore }, userId: string, amenityId: string) {
  const photoFolders = await deps.db
    .select({ storageKey: photos.storageKey })
    .from(photos)
    .where(and(eq(photos.amenityId, amenityId), eq(photos.userId, userId)));
  const deleted = await deps.db
    .delete(amenities)
    .where(ownedAmenity(userId, amenityId))
    .returning({ id: amenities.id });
  if (deleted.length === 0) return false;
  await removePhotoFiles(
    deps.files,
    photoFolders.map((row) => row.storageKey),
  );
  return true;
}
