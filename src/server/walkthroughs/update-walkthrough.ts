import { and, eq, sql } from 'drizzle-orm';
import { WALKTHROUGH_MESSAGES, type WalkthroughUpdate } from '#shared/walkthroughs/walkthrough-schemas';
import type { Db } from '#server/platform/db/database';
import { walkthroughRooms, walkthroughShots, walkthroughs } from '#server/platform/db/schema/walkthroughs';
import { type RoomList, replaceRoomList } from '#server/platform/db/replace-room-list';

const WALKTHROUGH_LIST: RoomList = {
  rooms: walkthroughRooms,
  roomsOwner: walkthroughRooms.walkthroughId,
  children: walkthroughShots,
  childrenOwner: walkthroughShots.walkthroughId,
  unknownRoom: WALKTHROUGH_MESSAGES.unknownRoom,
  unknownChild: WALKTHROUGH_MESSAGES.unknownShot,
};

/**
 * Saves the whole list as edited, only if the walkthrough is still at the version it was read at
 * (decision 013). A room or shot named by id keeps it, and with it its photos and skips; one
 * without an id is new; one left out is removed, its photos staying in the place's evidence
 * without a slot. An id that is not this walkthrough's refuses the whole edit. False when nothing
 * was saved: no walkthrough of the user's for the place, or changed since.
 */
export async function updateWalkthrough(
  db: Db,
  userId: string,
  propertyId: string,
  { version, rooms }: WalkthroughUpdate,
) {
  return db.transaction(async (tx) => {
    const [walkthrough] = await tx
      .update(walkthroughs)
      .set({ version: sql`${walkthroughs.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(walkthroughs.propertyId, propertyId),
          eq(walkthroughs.userId, userId),
          eq(walkthroughs.version, version),
        ),
      )
      .returning({ id: walkthroughs.id });
    if (!walkthrough) return false;
    await replaceRoomList(
      tx,
      WALKTHROUGH_LIST,
      walkthrough.id,
      rooms.map((room) => ({ ...room, children: room.shots })),
    );
    return true;
  });
}
