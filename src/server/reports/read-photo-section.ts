import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { REPORTED_STAGES } from '#shared/photos/photo-schemas';
import type { ReportData } from '#shared/reports/report-data';
import type { Db } from '#server/db/database';
import { photos as p } from '#server/db/schema/photos';
import { areaKey, areaName } from './list-report-records';
import { count, photosInScope, type ReportScope } from './report-scope';

/** The photos section: how many per stage and per area; its total goes on the summary cards. */
export async function readPhotoSection(tx: Db, scope: ReportScope) {
  // Amenity photos stay with their amenity in the amenity log (docs/product.md §27).
  const where = and(photosInScope(scope), inArray(p.stage, [...REPORTED_STAGES]));
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

  const section: ReportData['photos'] = {
    byStage: { 'move-in': totals.moveIn, 'move-out': totals.moveOut, maintenance: totals.maintenance },
    byArea,
  };
  return { section, total: totals.total };
}
