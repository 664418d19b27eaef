import { and, eq, sql } from 'drizzle-orm';
import { ZERO_FIGURES } from '#shared/finances/finance-figures';
import type { DashboardSummary } from '#shared/dashboard/dashboard-summary';
import type { Db } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { financialTransactions } from '#server/db/schema/finances';
import { properties } from '#server/db/schema/properties';
import { stays } from '#server/db/schema/stays';
import { financeFigureColumns } from '#server/finances/finance-figures-sql';

/**
 * Two aggregate queries: the counts, and the money figures by the shared definition. The figures follow the property filter; the checklist is about the
 * whole account (it tracks the person's first steps, not one property).
 *
 * Photo and maintenance figures and their checklist steps read the counters each property row
 * carries (decision 026), so they cost one row per property, not one per photo or item; the money
 * figures still sum the transactions.
 */
export async function getDashboardSummary(
  db: Db,
  userId: string,
  propertyId: string | undefined,
): Promise<DashboardSummary> {
  const { counts, money } = dashboardQueries(db, userId, propertyId);
  const [[row], [finances]] = await Promise.all([counts, money]);
  if (!row) throw new Error('The dashboard query found no user row');
  const { addedProperty, loggedMoveInPhotos, recordedMaintenance, ...figures } = row;
  return {
    ...figures,
    finances: finances ?? ZERO_FIGURES,
    checklist: { addedProperty, loggedMoveInPhotos, recordedMaintenance },
  };
}

/** The two queries, unrun: bench/explain-aggregates.ts reads their plans. */
export function dashboardQueries(db: Db, userId: string, propertyId: string | undefined) {
  const mine = sql`${properties.userId} = ${userId} ${propertyId ? sql`and ${properties.id} = ${propertyId}` : sql``}`;
  // Selected from the user's own row so that every count comes back in one typed query.
  const counts = db
    .select({
      totalPhotos: sql<number>`(select coalesce(sum(${properties.photoCount}), 0)::int from ${properties}
        where ${mine})`.mapWith(Number),
      openMaintenance: sql<number>`(select coalesce(sum(${properties.openMaintenanceCount}), 0)::int
        from ${properties} where ${mine})`.mapWith(Number),
      totalEstimatedCosts: sql<string>`(select coalesce(sum(${properties.maintenanceCost}), 0)::numeric(14, 2)::text
        from ${properties} where ${mine})`,
      // Travel Mode stays (docs/product.md §29) are counted apart; a home is what the checklist asks for.
      totalStays: sql<number>`(select count(*)::int from ${stays}
        where ${stays.userId} = ${userId})`.mapWith(Number),
      addedProperty: sql<boolean>`exists (select 1 from ${properties}
        where ${properties.userId} = ${userId} and ${properties.kind} = 'home')`,
      // A stay's check-in photos are 'move-in' photos too, but not a move into a home.
      loggedMoveInPhotos: sql<boolean>`exists (select 1 from ${properties}
        where ${properties.userId} = ${userId} and ${properties.kind} = 'home'
        and ${properties.moveInPhotoCount} > 0)`,
      recordedMaintenance: sql<boolean>`exists (select 1 from ${properties}
        where ${properties.userId} = ${userId} and ${properties.maintenanceCount} > 0)`,
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
  return { counts, money };
}
