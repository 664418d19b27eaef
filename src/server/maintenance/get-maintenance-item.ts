import type { Db } from '#server/platform/db/database';
import { ownedItem, selectMaintenanceItems } from './maintenance-query';

export async function getMaintenanceItem(db: Db, userId: string, itemId: string) {
  const [row] = await selectMaintenanceItems(db).where(ownedItem(userId, itemId));
  return row ?? null;
}
