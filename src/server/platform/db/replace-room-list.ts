import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/platform/db/database';
import { Rejection } from '#server/platform/lib/rejection';

type Ordered = PgTable & { id: PgColumn; position: PgColumn; name: PgColumn };

/**
 * A list of rooms, each ordering children of its own, both tables keyed by the list that owns
 * them: the walkthrough's rooms and shots, the condition report's rooms and items.
 */
export type RoomList = {
  rooms: Ordered;
  roomsOwner: PgColumn;
  children: Ordered & { roomId: PgColumn };
  childrenOwner: PgColumn;
  /** What the edit is told when it names a room or child that is not the list's. */
  unknownRoom: string;
  unknownChild: string;
};

export type EditedRoom = { id?: string; name: string; children: { id?: string; name: string }[] };

/**
 * Replaces a list's rooms and children with the edited ones, in their order. A room or child named
 * by id keeps it, and with it whatever hangs from that id; one without an id is new; one left out
 * is removed. An id that is not the list's, or named twice, refuses the whole edit. Runs inside the
 * caller's transaction, which has already checked the list's version.
 */
export async function replaceRoomList(tx: Db, list: RoomList, ownerId: string, rooms: EditedRoom[]) {
  const { rooms: roomTable, children: childTable } = list;
  const [roomIds, childIds] = await Promise.all([
    tx.select({ id: roomTable.id }).from(roomTable).where(eq(list.roomsOwner, ownerId)),
    tx.select({ id: childTable.id }).from(childTable).where(eq(list.childrenOwner, ownerId)),
  ]);
  checkIds(
    rooms.map((room) => room.id),
    new Set(roomIds.map((row) => row.id as string)),
    list.unknownRoom,
  );
  checkIds(
    rooms.flatMap((room) => room.children.map((child) => child.id)),
    new Set(childIds.map((row) => row.id as string)),
    list.unknownChild,
  );

  const edited = rooms.map((room, position) => ({
    id: room.id ?? crypto.randomUUID(),
    isNew: !room.id,
    position,
    name: room.name,
  }));
  const children = rooms.flatMap((room, roomIndex) =>
    room.children.map((child, position) => ({
      id: child.id ?? crypto.randomUUID(),
      isNew: !child.id,
      roomId: edited[roomIndex]!.id,
      position,
      name: child.name,
    })),
  );

  const column = (col: PgColumn) => sql.identifier(col.name);
  const roomColumns = sql`${column(roomTable.id)}, ${column(list.roomsOwner)}, ${column(roomTable.position)}, ${column(roomTable.name)}`;
  const childColumns = sql`${column(childTable.id)}, ${column(list.childrenOwner)}, ${column(childTable.roomId)}, ${column(childTable.position)}, ${column(childTable.name)}`;

  // Rooms and children are placed before anything is removed, so a child moved out of a removed
  // room is not removed with it.
  const newRooms = edited.filter((room) => room.isNew);
  if (newRooms.length)
    await tx.execute(
      sql`insert into ${roomTable} (${roomColumns}) values ${sql.join(
        newRooms.map(
          (room) => sql`(${room.id}::uuid, ${ownerId}::uuid, ${room.position}::int, ${room.name})`,
        ),
        sql`, `,
      )}`,
    );
  const oldRooms = edited.filter((room) => !room.isNew);
  if (oldRooms.length)
    await tx.execute(sql`
      update ${roomTable} set ${column(roomTable.position)} = edited.position, ${column(roomTable.name)} = edited.name
      from (values ${sql.join(
        oldRooms.map((room) => sql`(${room.id}::uuid, ${room.position}::int, ${room.name})`),
        sql`, `,
      )}) as edited(id, position, name)
      where ${roomTable.id} = edited.id`);

  const newChildren = children.filter((child) => child.isNew);
  if (newChildren.length)
    await tx.execute(
      sql`insert into ${childTable} (${childColumns}) values ${sql.join(
        newChildren.map(
          (child) =>
            sql`(${child.id}::uuid, ${ownerId}::uuid, ${child.roomId}::uuid, ${child.position}::int, ${child.name})`,
        ),
        sql`, `,
      )}`,
    );
  const oldChildren = children.filter((child) => !child.isNew);
  if (oldChildren.length)
    await tx.execute(sql`
      update ${childTable} set ${column(childTable.roomId)} = edited.room_id, ${column(childTable.position)} = edited.position, ${column(childTable.name)} = edited.name
      from (values ${sql.join(
        oldChildren.map(
          (child) => sql`(${child.id}::uuid, ${child.roomId}::uuid, ${child.position}::int, ${child.name})`,
        ),
        sql`, `,
      )}) as edited(id, room_id, position, name)
      where ${childTable.id} = edited.id`);

  // The schemas ask for at least one room, each with a child: neither list is ever empty.
  await tx.delete(childTable).where(
    and(
      eq(list.childrenOwner, ownerId),
      notInArray(
        childTable.id,
        children.map((child) => child.id),
      ),
    ),
  );
  await tx.delete(roomTable).where(
    and(
      eq(list.roomsOwner, ownerId),
      notInArray(
        roomTable.id,
        edited.map((room) => room.id),
      ),
    ),
  );
}

/** Each id an edit keeps must be one of the list's, named once. */
function checkIds(given: (string | undefined)[], existing: Set<string>, unknown: string) {
  const kept = given.filter((id): id is string => id !== undefined);
  if (kept.some((id) => !existing.has(id)) || new Set(kept).size !== kept.length)
    throw new Rejection('malformed', 'VALIDATION_FAILED', unknown);
}
