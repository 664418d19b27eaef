import { and, eq, notInArray, sql } from 'drizzle-orm';
import { WALKTHROUGH_MESSAGES, type WalkthroughUpdate } from '#shared/walkthroughs/walkthrough-schemas';
import type { Db } from '#server/db/database';
import { walkthroughRooms, walkthroughShots, walkthroughs } from '#server/db/schema/walkthroughs';
import { Rejection } from '#server/lib/rejection';

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
    const walkthroughId = walkthrough.id;

    const [roomIds, shotIds] = await Promise.all([
      tx
        .select({ id: walkthroughRooms.id })
        .from(walkthroughRooms)
        .where(eq(walkthroughRooms.walkthroughId, walkthroughId)),
      tx
        .select({ id: walkthroughShots.id })
        .from(walkthroughShots)
        .where(eq(walkthroughShots.walkthroughId, walkthroughId)),
    ]);
    checkIds(
      rooms.map((room) => room.id),
      new Set(roomIds.map((row) => row.id)),
      WALKTHROUGH_MESSAGES.unknownRoom,
    );
    checkIds(
      rooms.flatMap((room) => room.shots.map((shot) => shot.id)),
      new Set(shotIds.map((row) => row.id)),
      WALKTHROUGH_MESSAGES.unknownShot,
    );

    const edited = rooms.map((room, position) => ({
      id: room.id ?? crypto.randomUUID(),
      isNew: !room.id,
      position,
      name: room.name,
      shots: room.shots.map((shot, shotPosition) => ({
        id: shot.id ?? crypto.randomUUID(),
        isNew: !shot.id,
        position: shotPosition,
        name: shot.name,
      })),
    }));

    // Rooms and shots are placed before anything is removed, so a shot moved out of a removed
    // room is not removed with it.
    const newRooms = edited.filter((room) => room.isNew);
    if (newRooms.length)
      await tx
        .insert(walkthroughRooms)
        .values(newRooms.map(({ id, position, name }) => ({ id, walkthroughId, position, name })));
    const oldRooms = edited.filter((room) => !room.isNew);
    if (oldRooms.length)
      await tx.execute(sql`
        update ${walkthroughRooms} set position = edited.position, name = edited.name
        from (values ${sql.join(
          oldRooms.map((room) => sql`(${room.id}::uuid, ${room.position}::int, ${room.name})`),
          sql`, `,
        )}) as edited(id, position, name)
        where ${walkthroughRooms.id} = edited.id`);

    const shots = edited.flatMap((room) => room.shots.map((shot) => ({ ...shot, roomId: room.id })));
    const newShots = shots.filter((shot) => shot.isNew);
    if (newShots.length)
      await tx
        .insert(walkthroughShots)
        .values(
          newShots.map(({ id, roomId, position, name }) => ({ id, walkthroughId, roomId, position, name })),
        );
    const oldShots = shots.filter((shot) => !shot.isNew);
    if (oldShots.length)
      await tx.execute(sql`
        update ${walkthroughShots} set room_id = edited.room_id, position = edited.position, name = edited.name
        from (values ${sql.join(
          oldShots.map(
            (shot) => sql`(${shot.id}::uuid, ${shot.roomId}::uuid, ${shot.position}::int, ${shot.name})`,
          ),
          sql`, `,
        )}) as edited(id, room_id, position, name)
        where ${walkthroughShots.id} = edited.id`);

    // The schema asks for at least one room, each with a shot: neither list is ever empty.
    await tx.delete(walkthroughShots).where(
      and(
        eq(walkthroughShots.walkthroughId, walkthroughId),
        notInArray(
          walkthroughShots.id,
          shots.map((shot) => shot.id),
        ),
      ),
    );
    await tx.delete(walkthroughRooms).where(
      and(
        eq(walkthroughRooms.walkthroughId, walkthroughId),
        notInArray(
          walkthroughRooms.id,
          edited.map((room) => room.id),
        ),
      ),
    );
    return true;
  });
}

/** Each id an edit keeps must be one of the walkthrough's, named once. */
function checkIds(given: (string | undefined)[], existing: Set<string>, unknown: string) {
  const kept = given.filter((id): id is string => id !== undefined);
  if (kept.some((id) => !existing.has(id)) || new Set(kept).size !== kept.length)
    throw new Rejection('malformed', 'VALIDATION_FAILED', unknown);
}
