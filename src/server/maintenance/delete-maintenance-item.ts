import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { maintenanceItems } from '#server/db/schema/maintenance';
import { photos } from '#server/db/schema/photos';
import type { FileStore } from '#server/files/file-store';
import { removePhotoFiles } from '#server/photos/remove-photo-files';
import { ownedItem } from './maintenance-query';

/** The item and its photos (rows cascade, then files). False when not the user's. */
export async function deleteMaintenanceItem(
  deps: { db: Db; files: FileStore },
  userId: string,
  itemId: string,
) {
  const photoFolders = await deps.db
    .select({ storageKey: photos.storageKey })
    .from(photos)
    .where(and(eq(photos.maintenanceItemId, itemId), eq(photos.userId, userId)));
  const deleted = await deps.db
    .delete(maintenanceItems)
    .where(ownedItem(userId, itemId))
    .returning({ id: maintenanceItems.id });
  if (deleted.length === 0) return false;
  await removePhotoFiles(
    deps.files,
    photoFolders.map((row) => row.storageKey),
  );
  return true;
}
