import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { photos } from '#server/db/schema/photos';
import { videos } from '#server/db/schema/videos';
import type { FileStore } from '#server/files/file-store';
import { photoFileKey } from '#server/photos/photo-keys';
import { SHARED_PHOTO_SIZES } from '#server/verification/open-shared-photo';
import type { InspectionRow } from './build-move-in-report';

/**
 * A display size of a move-in photo of the report's place, re-encoded without metadata like a share
 * link's: the original, with its GPS, never leaves. Null for any other photo or size.
 */
export async function openReportPhoto(
  deps: { db: Db; files: FileStore },
  inspection: InspectionRow,
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
        eq(photos.userId, inspection.userId),
        eq(photos.propertyId, inspection.propertyId),
        eq(photos.stage, 'move-in'),
      ),
    );
  return photo ? deps.files.open(photoFileKey(photo.storageKey, shownSize)) : null;
}

/** A move-in clip of the report's place; null for any other. */
export async function findReportVideo(db: Db, inspection: InspectionRow, videoId: string) {
  const [video] = await db
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.id, videoId),
        eq(videos.userId, inspection.userId),
        eq(videos.propertyId, inspection.propertyId),
        eq(videos.stage, 'move-in'),
      ),
    );
  return video ?? null;
}
