import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { maintenanceUpdates } from '#server/platform/db/schema/tenancies';

/** Items with their property's name, how many photos are attached and how many landlord updates. */
export function selectMaintenanceItems(db: Db) {
  return db
    .select({
      item: maintenanceItems,
      propertyName: properties.name,
      photoCount: db.$count(photos, eq(photos.maintenanceItemId, maintenanceItems.id)),
      landlordUpdates: db.$count(
        maintenanceUpdates,
        eq(maintenanceUpdates.maintenanceItemId, maintenanceItems.id),
      ),
    })
    .from(maintenanceItems)
    .innerJoin(properties, eq(properties.id, maintenanceItems.propertyId))
    .$dynamic();
}

export const ownedItem = (userId: string, itemId: string) =>
  and(eq(maintenanceItems.id, itemId), eq(maintenanceItems.userId, userId));

export type MaintenanceRow = Awaited<
  ReturnType<ReturnType<typeof selectMaintenanceItems>['execute']>
>[number];
