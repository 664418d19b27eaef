import { and, eq, notInArray, sql } from 'drizzle-orm';
import { INSPECTION_MESSAGES, type InspectionUpdate } from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/db/database';
import { inspectionItems, inspectionRooms, inspections } from '#server/db/schema/inspections';
import { Rejection } from '#server/lib/rejection';
import { lockInspection, refuseIfFrozen } from './lock-inspection';

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
    const inspectionId = inspection.id;
    await tx
      .update(inspections)
      .set({ version: sql`${inspections.version} + 1`, updatedAt: new Date() })
      .where(eq(inspections.id, inspectionId));

    const [roomIds, itemIds] = await Promise.all([
      tx
        .select({ id: inspectionRooms.id })
        .from(inspectionRooms)
        .where(eq(inspectionRooms.inspectionId, inspectionId)),
      tx
        .select({ id: inspectionItems.id })
        .from(inspectionItems)
        .where(eq(inspectionItems.inspectionId, inspectionId)),
    ]);
    checkIds(
      rooms.map((room) => room.id),
      new Set(roomIds.map((row) => row.id)),
      INSPECTION_MESSAGES.unknownRoom,
    );
    checkIds(
      rooms.flatMap((room) => room.items.map((item) => item.id)),
      new Set(itemIds.map((row) => row.id)),
      INSPECTION_MESSAGES.unknownItem,
    );

    const edited = rooms.map((room, position) => ({
      id: room.id ?? crypto.randomUUID(),
      isNew: !room.id,
      position,
      name: room.name,
      items: room.items.map((item, itemPosition) => ({
        id: item.id ?? crypto.randomUUID(),
        isNew: !item.id,
        position: itemPosition,
        name: item.name,
      })),
    }));

    // Rooms and items are placed before anything is removed, so an item moved out of a removed
    // room is not removed with it.
    const newRooms = edited.filter((room) => room.isNew);
    if (newRooms.length)
      await tx
        .insert(inspectionRooms)
        .values(newRooms.map(({ id, position, name }) => ({ id, inspectionId, position, name })));
    const oldRooms = edited.filter((room) => !room.isNew);
    if (oldRooms.length)
      await tx.execute(sql`
        update ${inspectionRooms} set position = edited.position, name = edited.name
        from (values ${sql.join(
          oldRooms.map((room) => sql`(${room.id}::uuid, ${room.position}::int, ${room.name})`),
          sql`, `,
        )}) as edited(id, position, name)
        where ${inspectionRooms.id} = edited.id`);

    const items = edited.flatMap((room) => room.items.map((item) => ({ ...item, roomId: room.id })));
    const newItems = items.filter((item) => item.isNew);
    if (newItems.length)
      await tx
        .insert(inspectionItems)
        .values(
          newItems.map(({ id, roomId, position, name }) => ({ id, inspectionId, roomId, position, name })),
        );
    const oldItems = items.filter((item) => !item.isNew);
    if (oldItems.length)
      await tx.execute(sql`
        update ${inspectionItems} set room_id = edited.room_id, position = edited.position, name = edited.name
        from (values ${sql.join(
          oldItems.map(
            (item) => sql`(${item.id}::uuid, ${item.roomId}::uuid, ${item.position}::int, ${item.name})`,
          ),
          sql`, `,
        )}) as edited(id, room_id, position, name)
        where ${inspectionItems.id} = edited.id`);

    // The schema asks for at least one room, each with an item: neither list is ever empty.
    await tx.delete(inspectionItems).where(
      and(
        eq(inspectionItems.inspectionId, inspectionId),
        notInArray(
          inspectionItems.id,
          items.map((item) => item.id),
        ),
      ),
    );
    await tx.delete(inspectionRooms).where(
      and(
        eq(inspectionRooms.inspectionId, inspectionId),
        notInArray(
          inspectionRooms.id,
          edited.map((room) => room.id),
        ),
      ),
    );
    return true;
  });
}

/** Each id an edit keeps must be one of the report's, named once. */
function checkIds(given: (string | undefined)[], existing: Set<string>, unknown: string) {
  const kept = given.filter((id): id is string => id !== undefined);
  if (kept.some((id) => !existing.has(id)) || new Set(kept).size !== kept.length)
    throw new Rejection('malformed', 'VALIDATION_FAILED', unknown);
}
