import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_INSPECTION_ITEMS,
  DEFAULT_INSPECTION_ROOMS,
  INSPECTION_MESSAGES,
  INSPECTION_ROOM_NAME_MAX,
  INSPECTION_ROOMS_MAX,
} from '#shared/inspections/inspection-schemas';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { inspectionItems, inspectionRooms, inspections } from '#server/platform/db/schema/inspections';
import { photos } from '#server/platform/db/schema/photos';
import { walkthroughRooms, walkthroughs } from '#server/platform/db/schema/walkthroughs';
import { Rejection } from '#server/platform/lib/rejection';

type StartingRoom = { name: string; walkthroughRoomId: string | null };

/**
 * A place's condition report (docs/product.md §34); the place is already known to be the user's.
 * Its rooms are the walkthrough's, so each room's photos show beside its items; without one, the
 * rooms the renter named, else the areas they photographed, else a home's usual rooms. Every room
 * starts with the same items. One per place: a second is refused, since ratings would split.
 */
export async function createInspection(
  db: Db,
  userId: string,
  propertyId: string,
  named: readonly string[] | undefined,
) {
  await db.transaction(async (tx) => {
    const [inspection] = await tx
      .insert(inspections)
      .values({ userId, propertyId })
      .onConflictDoNothing({ target: inspections.propertyId })
      .returning({ id: inspections.id });
    if (!inspection) throw new Rejection('conflict', 'INSPECTION_EXISTS', INSPECTION_MESSAGES.exists);
    const rooms = (await startingRooms(tx, userId, propertyId, named)).map((room, position) => ({
      ...room,
      id: crypto.randomUUID(),
      inspectionId: inspection.id,
      position,
    }));
    await tx.insert(inspectionRooms).values(rooms);
    await tx.insert(inspectionItems).values(
      rooms.flatMap((room) =>
        DEFAULT_INSPECTION_ITEMS.map((name, position) => ({
          inspectionId: inspection.id,
          roomId: room.id,
          position,
          name,
        })),
      ),
    );
  });
}

async function startingRooms(
  db: Db,
  userId: string,
  propertyId: string,
  named: readonly string[] | undefined,
): Promise<StartingRoom[]> {
  const fromWalkthrough = await db
    .select({ name: walkthroughRooms.name, walkthroughRoomId: walkthroughRooms.id })
    .from(walkthroughRooms)
    .innerJoin(walkthroughs, eq(walkthroughs.id, walkthroughRooms.walkthroughId))
    .where(and(eq(walkthroughs.propertyId, propertyId), eq(walkthroughs.userId, userId)))
    .orderBy(asc(walkthroughRooms.position));
  if (fromWalkthrough.length) return fromWalkthrough;
  const names = named?.length ? named : await photographedAreas(db, userId, propertyId);
  return (names.length ? names : DEFAULT_INSPECTION_ROOMS).map((name) => ({
    name,
    walkthroughRoomId: null,
  }));
}

/**
 * The place's move-in and move-out photo areas, matched whatever their case or spacing as the
 * comparison matches them, in the order first photographed at move-in, then move-out. A photo
 * without an area names no room.
 */
async function photographedAreas(db: Db, userId: string, propertyId: string) {
  const spaced = sql<string>`regexp_replace(trim(${photos.area}), '\\s+', ' ', 'g')`;
  const key = sql<string>`lower(${spaced})`;
  const rows = await db
    .select({
      key,
      label: sql<string>`(array_agg(${spaced} order by ${photos.receivedAt}, ${photos.id}))[1]`,
    })
    .from(photos)
    .where(
      and(
        eq(photos.userId, userId),
        eq(photos.propertyId, propertyId),
        inArray(photos.stage, [...EVIDENCE_STAGES]),
        sql`trim(${photos.area}) <> ''`,
      ),
    )
    .groupBy(photos.stage, key)
    .orderBy(sql`${photos.stage} = 'move-out'`, sql`min(${photos.receivedAt})`);
  const areas = new Map<string, string>();
  for (const row of rows)
    if (!areas.has(row.key)) areas.set(row.key, row.label.slice(0, INSPECTION_ROOM_NAME_MAX).trim());
  return [...areas.values()].slice(0, INSPECTION_ROOMS_MAX);
}
