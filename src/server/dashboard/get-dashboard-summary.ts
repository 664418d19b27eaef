import { eq, sql } from 'drizzle-orm';
import type { DashboardSummary } from '../../shared/dashboard/dashboard-summary';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';
import { maintenanceItems } from '../db/schema/maintenance';
import { photos } from '../db/schema/photos';
import { properties } from '../db/schema/properties';

/**
 * One round trip of aggregates. The figures follow the property filter; the checklist is about the
 * whole account (it tracks the person's first steps, not one property).
 */
export async function getDashboardSummary(
  db: Db,
  userId: string,
  propertyId: string | undefined,
): Promise<DashboardSummary> {
  const forProperty = (column: typeof photos.propertyId | typeof maintenanceItems.propertyId) =>
    propertyId ? sql`and ${column} = ${propertyId}` : sql``;
  // Selected from the user's own row so that every figure comes back in one typed query.
  const [row] = await db
    .select({
      totalPhotos: sql<number>`(select count(*)::int from ${photos}
        where ${photos.userId} = ${userId} ${forProperty(photos.propertyId)})`.mapWith(Number),
      openMaintenance: sql<number>`(select count(*)::int from ${maintenanceItems}
        where ${maintenanceItems.userId} = ${userId} and ${maintenanceItems.status} <> 'completed'
        ${forProperty(maintenanceItems.propertyId)})`.mapWith(Number),
      totalEstimatedCosts: sql<string>`(select coalesce(sum(${maintenanceItems.cost}), 0)::numeric(14, 2)::text
        from ${maintenanceItems}
        where ${maintenanceItems.userId} = ${userId} ${forProperty(maintenanceItems.propertyId)})`,
      addedProperty: sql<boolean>`exists (select 1 from ${properties} where ${properties.userId} = ${userId})`,
      loggedMoveInPhotos: sql<boolean>`exists (select 1 from ${photos}
        where ${photos.userId} = ${userId} and ${photos.stage} = 'move-in')`,
      recordedMaintenance: sql<boolean>`exists (select 1 from ${maintenanceItems}
        where ${maintenanceItems.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('The dashboard query found no user row');
  const { addedProperty, loggedMoveInPhotos, recordedMaintenance, ...figures } = row;
  return { ...figures, checklist: { addedProperty, loggedMoveInPhotos, recordedMaintenance } };
}
