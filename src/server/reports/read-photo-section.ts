import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { UNNAMED_AREA } from '#shared/photos/comparison';
import type { ReportData } from '#shared/reports/report-data';
import type { Db } from '#server/platform/db/database';
import { photos as p } from '#server/platform/db/schema/photos';
import { reportPhotoRollups as r } from '#server/platform/db/schema/report-rollups';
import { areaKey, areaName } from './list-report-records';
import { count, isLoggedPhoto, photosInScope, type ReportScope } from './report-scope';
import { loggedPhotoRollupsOf, total } from './rollup-figures';

type Totals = { total: number; moveIn: number; moveOut: number; maintenance: number };
type ByArea = ReportData['photos']['byArea'];

/** The photos section: how many per stage and per area; its total goes on the summary cards. */
export async function readPhotoSection(tx: Db, scope: ReportScope) {
  const { totals, byArea } =
    scope.source === 'rollups' ? await readFromRollups(tx, scope) : await readFromRows(tx, scope);
  const section: ReportData['photos'] = {
    byStage: { 'move-in': totals.moveIn, 'move-out': totals.moveOut, maintenance: totals.maintenance },
    byArea,
  };
  return { section, total: totals.total };
}

/** The photos themselves: a period's, through the index on when they were received. */
async function readFromRows(tx: Db, scope: ReportScope): Promise<{ totals: Totals; byArea: ByArea }> {
  // Amenity photos stay with their amenity in the amenity log (docs/product.md §27).
  const where = and(photosInScope(scope), isLoggedPhoto);
  const [totals] = await tx
    .select({
      total: count(),
      moveIn: count(eq(p.stage, 'move-in')),
      moveOut: count(eq(p.stage, 'move-out')),
      maintenance: count(eq(p.stage, 'maintenance')),
    })
    .from(p)
    .where(where);
  const byArea = await tx
    .select({ area: areaName(sql`${p.receivedAt}, ${p.id}`), count: count() })
    .from(p)
    .where(where)
    .groupBy(areaKey)
    .orderBy(desc(sql`count(*)`), asc(areaKey));
  if (!totals) throw new Error('An aggregate query returned no row');
  return { totals, byArea };
}

/**
 * All time: one rollup row per stage and area, each with the area's first spelling in its stage;
 * the area is named by the earliest of those, as `areaName` names it from the photos.
 */
async function readFromRollups(tx: Db, scope: ReportScope): Promise<{ totals: Totals; byArea: ByArea }> {
  const where = loggedPhotoRollupsOf(scope.userId, scope.propertyId);
  const [totals] = await tx
    .select({
      total: total(r.photoCount),
      moveIn: total(r.photoCount, eq(r.stage, 'move-in')),
      moveOut: total(r.photoCount, eq(r.stage, 'move-out')),
      maintenance: total(r.photoCount, eq(r.stage, 'maintenance')),
    })
    .from(r)
    .where(where);
  const firstSpelling = sql`(array_agg(${r.firstArea} order by ${r.firstReceivedAt}, ${r.firstPhotoId}))[1]`;
  const byArea = await tx
    .select({
      area: sql<string>`coalesce(nullif(${firstSpelling}, ''), ${UNNAMED_AREA})`,
      count: total(r.photoCount),
    })
    .from(r)
    .where(where)
    .groupBy(r.areaKey)
    .orderBy(desc(sql`sum(${r.photoCount})`), asc(r.areaKey));
  if (!totals) throw new Error('An aggregate query returned no row');
  return { totals, byArea };
}
