import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { photos } from '#server/platform/db/schema/photos';
import type { FileStore } from '#server/platform/files/file-store';
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
