import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { companies, companyProperties } from '#server/platform/db/schema/companies';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { activeTenancy, maintenanceUpdates, tenancies } from '#server/platform/db/schema/tenancies';
import type { MaintenanceRequest } from '#shared/tenancies/tenancy-schemas';
import { listMaintenanceUpdates, presentUpdate } from '#server/maintenance/list-maintenance-updates';
import type { MaintenanceStatus } from '#shared/maintenance/maintenance-schemas';

type MaintenanceItemRow = typeof maintenanceItems.$inferSelect;

/**
 * A tenant's maintenance item is the company's request while the tenant shares maintenance through
 * an active link, and only for the property that link names.
 */
export const sharedWithCompany = (companyId: string) =>
  and(
    eq(tenancies.companyId, companyId),
    activeTenancy,
    eq(tenancies.shareMaintenance, true),
    eq(maintenanceItems.userId, tenancies.tenantId),
    eq(maintenanceItems.propertyId, tenancies.tenantPropertyId),
  );

/** The requests of the company's linked tenants, newest first, each with its updates. */
export async function listMaintenanceRequests(db: Db, companyId: string, itemId?: string) {
  const rows = await db
    .select({
      item: maintenanceItems,
      tenancyId: tenancies.id,
      tenantName: users.name,
      propertyAddress: companyProperties.address,
    })
    .from(maintenanceItems)
    .innerJoin(tenancies, sharedWithCompany(companyId))
    .innerJoin(users, eq(users.id, maintenanceItems.userId))
    .innerJoin(companyProperties, eq(companyProperties.id, tenancies.companyPropertyId))
    .where(itemId ? eq(maintenanceItems.id, itemId) : undefined)
    .orderBy(desc(maintenanceItems.createdAt), desc(maintenanceItems.id));
  const updates = await listMaintenanceUpdates(
    db,
    rows.map((row) => row.item.id),
  );
  return rows.map(({ item, ...link }): MaintenanceRequest => ({
    id: item.id,
    ...link,
    item: item.item,
    details: item.details,
    category: item.category,
    status: item.status,
    createdAt: item.createdAt.toISOString(),
    updates: updates.filter((u) => u.maintenanceItemId === item.id).map(presentUpdate),
  }));
}

/**
 * A company member moves a shared request to a status, with a comment the tenant reads in their
 * journal under the member's and the company's names. Returns the tenant to tell, with the item as
 * it was and as it is now (the item is locked between, so `before` is the status it moved from),
 * or null when the company does not see the request.
 */
export async function updateMaintenanceRequest(
  db: Db,
  companyId: string,
  author: { id: string; name: string },
  itemId: string,
  change: { status: MaintenanceStatus; comment: string },
  now: Date,
): Promise<{ tenantId: string; before: MaintenanceItemRow; after: MaintenanceItemRow } | null> {
  return db.transaction(async (tx) => {
    const [shared] = await tx
      .select({ item: maintenanceItems, companyName: companies.name })
      .from(maintenanceItems)
      .innerJoin(tenancies, sharedWithCompany(companyId))
      .innerJoin(companies, eq(companies.id, tenancies.companyId))
      .where(eq(maintenanceItems.id, itemId))
      .limit(1)
      .for('update', { of: maintenanceItems });
    if (!shared) return null;
    const before = shared.item;
    const [after] = await tx
      .update(maintenanceItems)
      .set({ status: change.status, version: before.version + 1, updatedAt: now })
      .where(eq(maintenanceItems.id, before.id))
      .returning();
    if (!after) throw new Error('A locked maintenance item could not be updated');
    await tx.insert(maintenanceUpdates).values({
      maintenanceItemId: before.id,
      companyId,
      authorId: author.id,
      authorName: author.name,
      companyName: shared.companyName,
      status: change.status,
      comment: change.comment,
      createdAt: now,
    });
    return { tenantId: before.userId, before, after };
  });
}
