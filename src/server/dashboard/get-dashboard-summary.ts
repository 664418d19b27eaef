import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { ZERO_FIGURES } from '#shared/finances/finance-figures';
import type { DashboardSummary } from '#shared/dashboard/dashboard-summary';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { deposits } from '#server/platform/db/schema/deposits';
import { properties } from '#server/platform/db/schema/properties';
import {
  reportMaintenanceRollups,
  reportPhotoRollups,
  reportRecordRollups,
  reportTransactionRollups,
} from '#server/platform/db/schema/report-rollups';
import {
  loggedPhotoRollupsOf,
  maintenanceRollupsOf,
  rollupFinanceFigureColumns,
  transactionRollupsOf,
} from '#server/reports/rollup-figures';

/**
 * Two aggregate queries: the counts and the deposit dispute's figures, and the money figures by the
 * shared definition. The figures follow the property filter; the checklist is about the whole
 * account (it tracks the person's first steps, not one property).
 *
 * The figures read the rollups of the account or of the property (decision 027): a row per stage
 * and area, status and category, or type, status and month, however many photos, items, payments
 * and properties. The checklist's steps stop at the first property that shows them, through the
 * counters each property row carries (decision 026).
 */
export async function getDashboardSummary(
  db: Db,
  userId: string,
  propertyId: string | undefined,
): Promise<DashboardSummary> {
  const { counts, money } = dashboardQueries(db, userId, propertyId);
  const [[row], [finances]] = await Promise.all([counts, money]);
  if (!row) throw new Error('The dashboard query found no user row');
  const {
    addedProperty,
    loggedMoveInPhotos,
    recordedMaintenance,
    depositsAtStake,
    depositsOpen,
    depositsSettled,
    depositsSettledAmount,
    depositsReturned,
    ...figures
  } = row;
  return {
    ...figures,
    finances: finances ?? ZERO_FIGURES,
    deposits: {
      atStake: depositsAtStake,
      open: depositsOpen,
      settled: depositsSettled,
      settledAmount: depositsSettledAmount,
      returned: depositsReturned,
    },
    checklist: { addedProperty, loggedMoveInPhotos, recordedMaintenance },
  };
}

/** The two queries, unrun: bench/explain-aggregates.ts reads their plans. */
export function dashboardQueries(db: Db, userId: string, propertyId: string | undefined) {
  const photosOf = loggedPhotoRollupsOf(userId, propertyId);
  const itemsOf = maintenanceRollupsOf(userId, propertyId);
  // A renter has a deposit per home at most: read from the rows, by the user's index.
  const depositsWhere = (outcome: SQL | undefined) =>
    and(eq(deposits.userId, userId), propertyId ? eq(deposits.propertyId, propertyId) : undefined, outcome);
  const open = depositsWhere(isNull(deposits.returnedOn));
  const settled = depositsWhere(isNotNull(deposits.returnedOn));
  // Selected from the user's own row so that every count comes back in one typed query.
  const counts = db
    .select({
      totalPhotos: sql<number>`(select coalesce(sum(${reportPhotoRollups.photoCount}), 0)::int
        from ${reportPhotoRollups} where ${photosOf})`.mapWith(Number),
      openMaintenance: sql<number>`(select coalesce(sum(${reportMaintenanceRollups.itemCount}), 0)::int
        from ${reportMaintenanceRollups} where ${itemsOf} and ${reportMaintenanceRollups.status} <> 'completed')`.mapWith(
        Number,
      ),
      totalEstimatedCosts: sql<string>`(select coalesce(sum(${reportMaintenanceRollups.cost}), 0)::numeric(14, 2)::text
        from ${reportMaintenanceRollups} where ${itemsOf})`,
      // Travel Mode stays (docs/product.md §29) are counted apart; a home is what the checklist asks for.
      totalStays: sql<number>`coalesce((select ${reportRecordRollups.recordCount} from ${reportRecordRollups}
        where ${reportRecordRollups.userId} = ${userId} and ${reportRecordRollups.kind} = 'stay'), 0)`.mapWith(
        Number,
      ),
      depositsAtStake: sql<string>`(select coalesce(sum(${deposits.amount}), 0)::numeric(14, 2)::text
        from ${deposits} where ${open})`,
      depositsOpen: sql<number>`(select count(*)::int from ${deposits} where ${open})`.mapWith(Number),
      depositsSettled: sql<number>`(select count(*)::int from ${deposits} where ${settled})`.mapWith(Number),
      depositsSettledAmount: sql<string>`(select coalesce(sum(${deposits.amount}), 0)::numeric(14, 2)::text
        from ${deposits} where ${settled})`,
      depositsReturned: sql<string>`(select coalesce(sum(${deposits.returnedAmount}), 0)::numeric(14, 2)::text
        from ${deposits} where ${settled})`,
      addedProperty: sql<boolean>`exists (select 1 from ${properties}
        where ${properties.userId} = ${userId} and ${properties.kind} = 'home')`,
      // A stay's check-in photos are 'move-in' photos too, but not a move into a home.
      loggedMoveInPhotos: sql<boolean>`exists (select 1 from ${properties}
        where ${properties.userId} = ${userId} and ${properties.kind} = 'home'
        and ${properties.moveInPhotoCount} > 0)`,
      recordedMaintenance: sql<boolean>`exists (select 1 from ${reportMaintenanceRollups}
        where ${maintenanceRollupsOf(userId, undefined)})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const money = db
    .select(rollupFinanceFigureColumns())
    .from(reportTransactionRollups)
    .where(transactionRollupsOf(userId, propertyId));
  return { counts, money };
}
