import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { photoChanges } from '#server/platform/db/schema/photo-changes';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { walkthroughRooms, walkthroughShots } from '#server/platform/db/schema/walkthroughs';
import { EVIDENCE_LIMIT } from './list-property-evidence';
import { photoWithProperty } from './list-photos';
import type { PhotoRow } from './present-photo';

export type PhotoPairRow = {
  shotId: string;
  room: string;
  shot: string;
  moveIn: PhotoRow;
  moveOut: PhotoRow;
  changes: typeof photoChanges.$inferSelect;
};

/**
 * A place's move-in and move-out photos paired by walkthrough shot (docs/product.md §6.5): per shot
 * with both, its latest photo of each stage (a retake replaces the earlier one; received time, then
 * id), with its change check, in walkthrough order.
 */
export async function listPhotoPairs(db: Db, userId: string, propertyId: string): Promise<PhotoPairRow[]> {
  const rows = await db
    .select({
      ...photoWithProperty,
      room: walkthroughRooms.name,
      roomPosition: walkthroughRooms.position,
      shot: walkthroughShots.name,
      shotPosition: walkthroughShots.position,
    })
    .from(photos)
    .innerJoin(properties, eq(properties.id, photos.propertyId))
    .leftJoin(timestampBatches, eq(timestampBatches.id, photos.timestampBatchId))
    .leftJoin(photoMarkups, eq(photoMarkups.photoId, photos.id))
    .innerJoin(walkthroughShots, eq(walkthroughShots.id, photos.walkthroughShotId))
    .innerJoin(walkthroughRooms, eq(walkthroughRooms.id, walkthroughShots.roomId))
    .where(
      and(
        eq(photos.userId, userId),
        eq(photos.propertyId, propertyId),
        isNotNull(photos.walkthroughShotId),
        inArray(photos.stage, [...EVIDENCE_STAGES]),
      ),
    )
    .orderBy(desc(photos.receivedAt), desc(photos.id))
    .limit(EVIDENCE_LIMIT);

  // Newest first, so the first photo of a shot's stage is its latest.
  const latest = new Map<string, { moveIn?: (typeof rows)[number]; moveOut?: (typeof rows)[number] }>();
  for (const row of rows) {
    const shotId = row.photo.walkthroughShotId as string;
    const slot = latest.get(shotId) ?? {};
    if (row.photo.stage === 'move-in') slot.moveIn ??= row;
    else slot.moveOut ??= row;
    latest.set(shotId, slot);
  }
  const pairs = [...latest.entries()].flatMap(([shotId, { moveIn, moveOut }]) =>
    moveIn && moveOut ? [{ shotId, moveIn, moveOut }] : [],
  );
  if (!pairs.length) return [];

  const checks = await db
    .select()
    .from(photoChanges)
    .where(
      and(
        eq(photoChanges.userId, userId),
        inArray(
          photoChanges.moveOutPhotoId,
          pairs.map((pair) => pair.moveOut.photo.id),
        ),
      ),
    );
  const photoOf = ({
    photo,
    propertyName,
    propertyKind,
    stampedBy,
    stampedAt,
    markup,
  }: (typeof rows)[number]): PhotoRow => ({
    photo,
    propertyName,
    propertyKind,
    stampedBy,
    stampedAt,
    markup,
  });
  return pairs
    .sort(
      (a, b) =>
        a.moveIn.roomPosition - b.moveIn.roomPosition || a.moveIn.shotPosition - b.moveIn.shotPosition,
    )
    .flatMap(({ shotId, moveIn, moveOut }) => {
      const changes = checks.find(
        (check) => check.moveInPhotoId === moveIn.photo.id && check.moveOutPhotoId === moveOut.photo.id,
      );
      // Every pair is given its check by the upload or deletion that formed it (ensurePhotoChanges).
      if (!changes) return [];
      return [
        {
          shotId,
          room: moveIn.room,
          shot: moveIn.shot,
          moveIn: photoOf(moveIn),
          moveOut: photoOf(moveOut),
          changes,
        },
      ];
    });
}
