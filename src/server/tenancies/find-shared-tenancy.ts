import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photos } from '#server/platform/db/schema/photos';
import { activeTenancy, type SharedTenancy, tenancies } from '#server/platform/db/schema/tenancies';
import type { EvidenceStage } from '#shared/photos/photo-schemas';

/** One of the company's active links; null for a pending, ended or another company's one. */
export async function findSharedTenancy(db: Db, companyId: string, tenancyId: string) {
  const [row] = await db
    .select()
    .from(tenancies)
    .where(and(eq(tenancies.id, tenancyId), eq(tenancies.companyId, companyId), activeTenancy));
  return row?.tenantId ? (row as SharedTenancy) : null;
}

/**
 * The tenant's photos the company sees through a link: only the stages the tenant shares, only of
 * the property they linked. The same condition serves the list and the image route.
 */
export function sharedPhotoCondition(tenancy: SharedTenancy): { photos: SQL } | null {
  const stages: EvidenceStage[] = [
    ...(tenancy.shareMoveIn ? (['move-in'] as const) : []),
    ...(tenancy.shareMoveOut ? (['move-out'] as const) : []),
  ];
  if (!stages.length || !tenancy.tenantPropertyId) return null;
  const condition = and(
    eq(photos.userId, tenancy.tenantId),
    eq(photos.propertyId, tenancy.tenantPropertyId),
    inArray(photos.stage, stages),
  );
  return condition ? { photos: condition } : null;
}
