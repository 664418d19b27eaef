import type { z } from 'zod';
import type { maintenanceInputSchema } from '#shared/maintenance/maintenance-schemas';
import type { Db } from '#server/platform/db/database';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';

/** The property is already known to belong to the user. */
export async function createMaintenanceItem(
  db: Db,
  userId: string,
  input: z.output<typeof maintenanceInputSchema>,
) {
  const [item] = await db
    .insert(maintenanceItems)
    .values({ userId, ...input })
    .returning();
  if (!item) throw new Error('Insert returned no maintenance item');
  return item;
}
