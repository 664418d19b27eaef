// A display copy of a move-in photo for the move-in report's signers (docs/product.md §34). It sits in
// photos/, which owns a photo's files and the sizes served to others (photo-keys.ts), so that
// inspections/ does not import photos/ while photos/ asks inspections/ whether the report froze a
// photo (issue 36).
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photos } from '#server/platform/db/schema/photos';
import type { FileStore } from '#server/platform/files/file-store';
import { photoFileKey, SHARED_PHOTO_SIZES } from './photo-keys';

/**
 * A display size of a move-in photo of the report's place, re-encoded without metadata like a share
 * link's: the original, with its GPS, never leaves. Null for any other photo or size.
 */
export async function openReportPhoto(
  deps: { db: Db; files: FileStore },
  place: { userId: string; propertyId: string },
  photoId: string,
  size: string | undefined,
) {
  const shownSize = SHARED_PHOTO_SIZES.find((candidate) => candidate === size);
  if (!shownSize) return null;
  const [photo] = await deps.db
    .select({ storageKey: photos.storageKey })
    .from(photos)
    .where(
      and(
        eq(photos.id, photoId),
        eq(photos.userId, place.userId),
        eq(photos.propertyId, place.propertyId),
        eq(photos.stage, 'move-in'),
      ),
    );
  return photo ? deps.files.open(photoFileKey(photo.storageKey, shownSize)) : null;
}
