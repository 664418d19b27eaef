import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { maintenanceItems } from '#server/db/schema/maintenance';
import { photos } from '#server/db/schema/photos';
import { properties } from '#server/db/schema/properties';

/** Properties with how much is recorded for them (shown on the card and before deleting). */
export function selectProperties(db: Db) {
  return db
    .select({
      property: properties,
      // $count qualifies the columns; a plain sql`` subquery here would not (single-table select).
      photoCount: db.$count(photos, eq(photos.propertyId, properties.id)),
      maintenanceCount: db.$count(maintenanceItems, eq(maintenanceItems.propertyId, properties.id)),
    })
    .from(properties)
    .$dynamic();
}

export type PropertyRow = Awaited<ReturnType<ReturnType<typeof selectProperties>['execute']>>[number];

export const ownedBy = (userId: string) => eq(properties.userId, userId);

/** A home, not a Travel Mode stay (docs/product.md §29): stays have their own list and routes. */
export const isHome = eq(properties.kind, 'home');
