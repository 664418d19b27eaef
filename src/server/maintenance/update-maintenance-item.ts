import type { z } from 'zod';
import type { maintenanceInputSchema, MaintenanceStatus } from '../../shared/maintenance/maintenance-schemas';
import type { Db } from '../db/database';
import { maintenanceItems } from '../db/schema/maintenance';
import { ownedItem } from './maintenance-query';

/** Every field; the new property is already known to belong to the user. Null when not the user's. */
export async function updateMaintenanceItem(
  db: Db,
  userId: string,
  itemId: string,
  input: z.output<typeof maintenanceInputSchema>,
) {
  const [item] = await db
    .update(maintenanceItems)
    .set({ ...input, updatedAt: new Date() })
    .where(ownedItem(userId, itemId))
    .returning({ id: maintenanceItems.id });
  return item ?? null;
}

export async function setMaintenanceStatus(
  db: Db,
  userId: string,
  itemId: string,
  status: MaintenanceStatus,
) {
  const [item] = await db
    .update(maintenanceItems)
    .set({ status, updatedAt: new Date() })
    .where(ownedItem(userId, itemId))
    .returning({ id: maintenanceItems.id });
  return item ?? null;
}
