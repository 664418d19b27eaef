// A company's updates on a maintenance item, as the item's tenant reads them in their journal, on
// their deposit's evidence and through the API. They belong to the item, so they sit with it: the
// company's side (tenancies/maintenance-requests.ts) and deposits read them from here (issue 36).
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { maintenanceUpdates } from '#server/platform/db/schema/tenancies';
import type { LandlordUpdate } from '#shared/tenancies/tenancy-schemas';

export function presentUpdate(row: typeof maintenanceUpdates.$inferSelect): LandlordUpdate {
  return {
    id: row.id,
    status: row.status,
    comment: row.comment,
    authorName: row.authorName,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The updates written on one of the signed-in tenant's own items, oldest first. */
export async function listMaintenanceUpdates(db: Db, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(maintenanceUpdates)
    .where(inArray(maintenanceUpdates.maintenanceItemId, itemIds))
    .orderBy(asc(maintenanceUpdates.createdAt), asc(maintenanceUpdates.id));
}
