import { eq, sql } from 'drizzle-orm';
import { INSPECTION_MESSAGES, type InspectionUpdate } from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/platform/db/database';
import { inspectionItems, inspectionRooms, inspections } from '#server/platform/db/schema/inspections';
import { type RoomList, replaceRoomList } from '#server/platform/db/replace-room-list';
import { lockInspection, refuseIfFrozen } from './lock-inspection';

const INSPECTION_LIST: RoomList = {
  rooms: inspectionRooms,
  roomsOwner: inspectionRooms.inspectionId,
  children: inspectionItems,
  childrenOwner: inspectionItems.inspectionId,
  unknownRoom: INSPECTION_MESSAGES.unknownRoom,
  unknownChild: INSPECTION_MESSAGES.unknownItem,
};

/**
 * Saves the rooms and items as edited, only if the report is still at the version it was read at
 * (decision 013) and not signed. A room or item named by id keeps it, and with it its ratings and
 * photos; one without an id is new; one left out is removed with its ratings, its photos and clips
 * staying in the place's evidence. An id that is not this report's refuses the whole edit. False
 * when nothing was saved: no report of the user's for the place, or changed since.
 */
export async function updateInspection(
  db: Db,
  userId: string,
  propertyId: string,
  { version, rooms }: InspectionUpdate,
) {
  return db.transaction(async (tx) => {
    const inspection = await lockInspection(tx, userId, propertyId);
    if (!inspection) return false;
    refuseIfFrozen(inspection);
    if (inspection.version !== version) return false;
    await tx
      .update(inspections)
      .set({ version: sql`${inspections.version} + 1`, updatedAt: new Date() })
      .where(eq(inspections.id, inspection.id));

    await replaceRoomList(
      tx,
      INSPECTION_LIST,
      inspection.id,
      rooms.map((room) => ({ ...room, children: room.items })),
    );
    return true;
  });
}
