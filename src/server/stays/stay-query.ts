import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { stays } from '#server/platform/db/schema/stays';

/** Stays with their property row (place, address, version) and their check-in and check-out photo counts. */
export function selectStays(db: Db) {
  return db
    .select({
      property: properties,
      stay: stays,
      // $count qualifies the columns; a plain sql`` subquery would not (see property-query.ts).
      checkInPhotoCount: db.$count(
        photos,
        and(eq(photos.propertyId, properties.id), eq(photos.stage, 'move-in')),
      ),
      checkOutPhotoCount: db.$count(
        photos,
        and(eq(photos.propertyId, properties.id), eq(photos.stage, 'move-out')),
      ),
    })
    .from(stays)
    .innerJoin(properties, eq(properties.id, stays.propertyId))
    .$dynamic();
}

export type StayRow = Awaited<ReturnType<ReturnType<typeof selectStays>['execute']>>[number];

/** The user's stay: both rows say so, and the property is of kind 'stay'. */
export const ownedStay = (userId: string, stayId: string) =>
  and(eq(stays.propertyId, stayId), eq(stays.userId, userId), eq(properties.kind, 'stay'));
