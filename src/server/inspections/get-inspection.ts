import { and, asc, eq, inArray } from 'drizzle-orm';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import {
  inspectionItems,
  inspectionRatings,
  inspectionRooms,
  inspections,
  reportSignatures,
} from '#server/platform/db/schema/inspections';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { videos } from '#server/platform/db/schema/videos';

/**
 * The condition report of one of the user's places with everything it shows: rooms and items in
 * order, their ratings, each item's photos (with markup) and clips oldest first, and the
 * signatures; null when the place has none (or is not the user's). A fixed number of queries,
 * whatever the number of items.
 */
export async function getInspection(db: Db, userId: string, propertyId: string) {
  const [inspection] = await db
    .select()
    .from(inspections)
    .where(and(eq(inspections.propertyId, propertyId), eq(inspections.userId, userId)));
  if (!inspection) return null;
  const [rooms, items, ratings, itemPhotos, itemVideos, signatures] = await Promise.all([
    db
      .select()
      .from(inspectionRooms)
      .where(eq(inspectionRooms.inspectionId, inspection.id))
      .orderBy(asc(inspectionRooms.position)),
    db
      .select()
      .from(inspectionItems)
      .where(eq(inspectionItems.inspectionId, inspection.id))
      .orderBy(asc(inspectionItems.position)),
    db
      .select({
        itemId: inspectionRatings.itemId,
        stage: inspectionRatings.stage,
        condition: inspectionRatings.condition,
        comment: inspectionRatings.comment,
        ratedAt: inspectionRatings.ratedAt,
      })
      .from(inspectionRatings)
      .innerJoin(inspectionItems, eq(inspectionItems.id, inspectionRatings.itemId))
      .where(eq(inspectionItems.inspectionId, inspection.id)),
    db
      .select({
        id: photos.id,
        itemId: photos.inspectionItemId,
        stage: photos.stage,
        receivedAt: photos.receivedAt,
        sha256: photos.sha256,
        width: photos.width,
        height: photos.height,
        markupLayer: photoMarkups.layer,
        markupSha256: photoMarkups.sha256,
        markupUpdatedAt: photoMarkups.updatedAt,
      })
      .from(photos)
      .innerJoin(inspectionItems, eq(inspectionItems.id, photos.inspectionItemId))
      .leftJoin(photoMarkups, eq(photoMarkups.photoId, photos.id))
      .where(
        and(
          eq(inspectionItems.inspectionId, inspection.id),
          eq(photos.userId, userId),
          inArray(photos.stage, [...EVIDENCE_STAGES]),
        ),
      )
      .orderBy(asc(photos.receivedAt), asc(photos.id)),
    db
      .select({
        id: videos.id,
        itemId: videos.inspectionItemId,
        stage: videos.stage,
        receivedAt: videos.receivedAt,
        sha256: videos.sha256,
        durationMs: videos.durationMs,
        width: videos.width,
        height: videos.height,
      })
      .from(videos)
      .innerJoin(inspectionItems, eq(inspectionItems.id, videos.inspectionItemId))
      .where(and(eq(inspectionItems.inspectionId, inspection.id), eq(videos.userId, userId)))
      .orderBy(asc(videos.receivedAt), asc(videos.id)),
    db
      .select()
      .from(reportSignatures)
      .where(eq(reportSignatures.inspectionId, inspection.id))
      .orderBy(asc(reportSignatures.signedAt), asc(reportSignatures.id)),
  ]);
  return { inspection, rooms, items, ratings, photos: itemPhotos, videos: itemVideos, signatures };
}

export type InspectionRow = NonNullable<Awaited<ReturnType<typeof getInspection>>>;
