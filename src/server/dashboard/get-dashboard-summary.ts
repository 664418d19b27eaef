import { and, eq, sql } from 'drizzle-orm';
import { ZERO_FIGURES } from '#shared/finances/finance-figures';
import type { DashboardSummary } from '#shared/dashboard/dashboard-summary';
import type { Db } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { financialTransactions } from '#server/db/schema/finances';
import { maintenanceItems } from '#server/db/schema/maintenance';
import { photos } from '#server/db/schema/photos';
import { properties } from '#server/db/schema/properties';
import { stays } from '#server/db/schema/stays';
import { financeFigureColumns } from '#server/finances/finance-figures-sql';

/**
 * Two aggregate queries: the counts, and the money figures by the shared definition. The figures follow the property filter; the checklist is about the
 * whole account (it tracks the person's first steps, not one property).
 */
export async function getDashboardSummary(
  db: Db,
  userId: string,
  propertyId: string | undefined,
): Promise<DashboardSummary> {
  const forProperty = (column: typeof photos.propertyId | typeof maintenanceItems.propertyId) =>
    propertyId ? sql`and ${column} = ${propertyId}` : sql``;
  // Selected from the user's own row so that every count comes back in one typed query.
  const counts = db
    .select({
      totalPhotos: sql<number>`(select count(*)::int from ${photos}
        where ${photos.userId} = ${userId} ${forProperty(photos.propertyId)})`.mapWith(Number),
      openMaintenance: sql<number>`(select count(*)::int from ${maintenanceItems}
        where ${maintenanceItems.userId} = ${userId} and ${maintenanceItems.status} <> 'completed'
        ${forProperty(maintenanceItems.propertyId)})`.mapWith(Number),
      totalEstimatedCosts: sql<string>`(select coalesce(sum(${maintenanceItems.cost}), 0)::numeric(14, 2)::text
        from ${maintenanceItems}
        where ${maintenanceItems.userId} = ${userId} ${forProperty(maintenanceItems.propertyId)})`,
      // Travel Mode stays (docs/product.md §29) are counted apart; a home is what the checklist asks for.
      totalStays: sql<number>`(select count(*)::int from ${stays}
        where ${stays.userId} = ${userId})`.mapWith(Number),
      addedProperty: sql<boolean>`exists (select 1 from ${properties}
        where ${properties.userId} = ${userId} and ${properties.kind} = 'home')`,
      // A stay's check-in photos are 'move-in' photos too, but not a move into a home.
      loggedMoveInPhotos: sql<boolean>`exists (select 1 from ${photos}
        where ${photos.userId} = ${userId} and ${photos.stage} = 'move-in' and ${photos.propertyId} in
        (select ${properties.id} from ${properties} where ${properties.kind} = 'home'))`,
      recordedMaintenance: sql<boolean>`exists (select 1 from ${maintenanceItems}
        where ${maintenanceItems.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const money = db
    .select(financeFigureColumns())
    .from(financialTransactions)
    .where(
      and(
        eq(financialTransactions.userId, userId),
        propertyId ? eq(financialTransactions.propertyId, propertyId) : undefined,
      ),
    );
  const [[row], [finances]] = await Promise.all([counts, money]);
  if (!row) throw new Error('The dashboard query found no user row');
  const { addedProperty, loggedMoveInPhotos, recordedMaintenance, ...figures } = row;
  return {
    ...figures,
    finances: finances ?? ZERO_FIGURES,
    checklist: { addedProperty, loggedMoveInPhotos, recordedMaintenance },
  };
}
