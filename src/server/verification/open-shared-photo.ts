import type { Db } from '#server/platform/db/database';
import type { FileStore } from '#server/platform/files/file-store';
import { findSharedPhoto } from '#server/photos/find-shared-photo';
import { photoFileKey, SHARED_PHOTO_SIZES } from '#server/photos/photo-keys';
import type { verificationRequests } from '#server/platform/db/schema/verification';
import { shareScope } from './share-scope';

/**
 * One display size of a photo the link's page shows (not another property's, not a maintenance
 * photo); null for any other photo or size.
 */
export async function openSharedPhoto(
  deps: { db: Db; files: FileStore; now: Date },
  request: typeof verificationRequests.$inferSelect,
  photoId: string,
  size: string | undefined,
) {
  const shownSize = SHARED_PHOTO_SIZES.find((candidate) => candidate === size);
  const photo = await findSharedPhoto(deps.db, shareScope(request, deps.now), photoId);
  if (!shownSize || !photo) return null;
  return deps.files.open(photoFileKey(photo.storageKey, shownSize));
}
