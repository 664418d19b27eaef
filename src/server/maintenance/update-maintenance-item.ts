import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { maintenanceUpdateSchema, MaintenanceStatus } from '#shared/maintenance/maintenance-schemas';
import type { Db } from '#server/platform/db/database';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { ownedItem } from './maintenance-query';

const nextVersion = sql`${maintenanceItems.version} + 1`;

/**
 * Every field, saved only if the item is still at the version it was read at; the new property is
 * already known to belong to the user. Null when nothing was saved: missing, not the user's, or
 * changed since.
 */
export async function updateMaintenanceItem(
  db: Db,
  userId: string,
  itemId: string,
  { version, ...input }: z.output<typeof maintenanceUpdateSchema>,
) {
  const [item] = await db
    .update(maintenanceItems)
    .set({ ...input, version: nextVersion, updatedAt: new Date() })
    .where(and(ownedItem(userId, itemId), eq(maintenanceItems.version, version)))
    .returning({ id: maintenanceItems.id });
  return item ?? null;
}

/**
 * A one-field toggle from the list: the person sets the value they see, so the last choice wins
 * (decision 013). It still bumps the version, so a full edit opened before it is refused.
 */
export async function setMaintenanceStatus(
  db: Db,
  userId: string,
  itemId: string,
  status: MaintenanceStatus,
) {
  const [item] = await db
    .update(maintenanceItems)
    .set({ status, version: nextVersion, updatedAt: new Date() })
    .where(ownedItem(userId, itemId))
    .returning({ id: maintenanceItems.id });
  return item ?? null;
}
