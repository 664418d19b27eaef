import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { type Cursor, olderThan, pageOf } from '#server/platform/lib/cursor';
import { selectMaintenanceItems } from './maintenance-query';

/** Newest first, optionally for one property, one page at a time. */
export async function listMaintenanceItems(
  db: Db,
  userId: string,
  filter: { propertyId?: string },
  page: { cursor?: Cursor; limit: number },
) {
  const rows = await selectMaintenanceItems(db)
    .where(
      and(
        eq(maintenanceItems.userId, userId),
        filter.propertyId ? eq(maintenanceItems.propertyId, filter.propertyId) : undefined,
        olderThan(page.cursor, maintenanceItems.createdAt, maintenanceItems.id),
      ),
    )
    .orderBy(desc(maintenanceItems.createdAt), desc(maintenanceItems.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (row) => ({ at: row.item.createdAt, id: row.item.id }));
}
