import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { inspections } from '#server/platform/db/schema/inspections';
import type { SharedTenancy } from '#server/platform/db/schema/tenancies';

/** The user's condition report of a place; null when there is none or the place is another's. */
export async function findInspection(db: Db, userId: string, propertyId: string) {
  const [row] = await db
    .select()
    .from(inspections)
    .where(and(eq(inspections.propertyId, propertyId), eq(inspections.userId, userId)));
  return row ?? null;
}

/**
 * The condition report of the place a tenant linked to the company, when they share their move-in
 * evidence through the link (§19): the portal shows nothing the tenant has not chosen to show.
 */
export async function findTenancyInspection(db: Db, tenancy: SharedTenancy) {
  if (!tenancy.shareMoveIn || !tenancy.tenantPropertyId) return null;
  return findInspection(db, tenancy.tenantId, tenancy.tenantPropertyId);
}
