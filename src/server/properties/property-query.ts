import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { maintenanceItems } from '../db/schema/maintenance';
import { photos } from '../db/schema/photos';
import { properties } from '../db/schema/properties';

/** Properties with how much is recorded for them (shown on the card and before deleting). */
export function selectProperties(db: Db) {
  return db
    .select({
      property: properties,
      photoCount:
        sql<number>`(select count(*)::int from ${photos} where ${photos.propertyId} = ${properties.id})`.mapWith(
          Number,
        ),
      maintenanceCount: sql<number>`(select count(*)::int from ${maintenanceItems}
        where ${maintenanceItems.propertyId} = ${properties.id})`.mapWith(Number),
    })
    .from(properties)
    .$dynamic();
}

export type PropertyRow = Awaited<ReturnType<ReturnType<typeof selectProperties>['execute']>>[number];

export const ownedBy = (userId: string) => eq(properties.userId, userId);
