import { and, asc, eq, inArray } from 'drizzle-orm';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { photos } from '#server/platform/db/schema/photos';
import {
  walkthroughRooms,
  walkthroughShots,
  walkthroughSkips,
  walkthroughs,
} from '#server/platform/db/schema/walkthroughs';

/**
 * The walkthrough of one of the user's places with its rooms and shots in order, each shot's
 * move-in and move-out photos (oldest first) and skips; null when the place has none (or is not the
 * user's).
 */
export async function getWalkthrough(db: Db, userId: string, propertyId: string) {
  const [walkthrough] = await db
    .select()
    .from(walkthroughs)
    .where(and(eq(walkthroughs.propertyId, propertyId), eq(walkthroughs.userId, userId)));
  if (!walkthrough) return null;
  const [rooms, shots] = await Promise.all([
    db
      .select()
      .from(walkthroughRooms)
      .where(eq(walkthroughRooms.walkthroughId, walkthrough.id))
      .orderBy(asc(walkthroughRooms.position)),
    db
      .select()
      .from(walkthroughShots)
      .where(eq(walkthroughShots.walkthroughId, walkthrough.id))
      .orderBy(asc(walkthroughShots.position)),
  ]);
  const shotIds = shots.map((shot) => shot.id);
  const [shotPhotos, skips] = shotIds.length
    ? await Promise.all([
        db
          .select({
            id: photos.id,
            shotId: photos.walkthroughShotId,
            stage: photos.stage,
            receivedAt: photos.receivedAt,
            width: photos.width,
            height: photos.height,
          })
          .from(photos)
          .where(
            and(
              eq(photos.userId, userId),
              inArray(photos.walkthroughShotId, shotIds),
              inArray(photos.stage, [...EVIDENCE_STAGES]),
            ),
          )
          .orderBy(asc(photos.receivedAt), asc(photos.id)),
        db.select().from(walkthroughSkips).where(inArray(walkthroughSkips.shotId, shotIds)),
      ])
    : [[], []];
  return { walkthrough, rooms, shots, photos: shotPhotos, skips };
}

export type WalkthroughRow = NonNullable<Awaited<ReturnType<typeof getWalkthrough>>>;
