import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import {
  DEMO_MAINTENANCE,
  DEMO_PHOTOS,
  DEMO_PROPERTY,
  DEMO_TRANSACTION,
  demoRentDueDate,
} from '#shared/demo/demo-data';
import type { Db } from '#server/platform/db/database';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { properties } from '#server/platform/db/schema/properties';
import type { FileStore } from '#server/platform/files/file-store';
import type { Clock } from '#server/platform/lib/clock';
import { uploadPhoto } from '#server/photos/upload-photo';

// Beside this module in src/server/demo, and copied beside the bundle in dist/server by the build.
const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-assets');

/**
 * Gives the user the sample data of docs/product.md §15: one property with a maintenance item, a rent payment due
 * and two move-in photos. A user has at most one demo property (a unique index says so), so running it again, even
 * twice at once, adds nothing; deleting the demo property and running it again makes a new one.
 */
export async function generateDemoData(deps: { db: Db; files: FileStore; clock: Clock }, userId: string) {
  const [property] = await deps.db
    .insert(properties)
    .values({ userId, ...DEMO_PROPERTY, isDemo: true })
    .onConflictDoNothing()
    .returning();
  if (!property) {
    const [existing] = await deps.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.userId, userId), eq(properties.isDemo, true)));
    return { created: false, propertyId: existing?.id ?? null };
  }

  await deps.db.insert(maintenanceItems).values({ userId, propertyId: property.id, ...DEMO_MAINTENANCE });
  await deps.db.insert(financialTransactions).values({
    userId,
    propertyId: property.id,
    ...DEMO_TRANSACTION,
    dueDate: demoRentDueDate(new Date()),
  });
  for (const sample of DEMO_PHOTOS) {
    await uploadPhoto(
      deps,
      userId,
      { propertyId: property.id, stage: 'move-in', area: sample.area, notes: sample.notes },
      { name: sample.file, bytes: await readFile(path.join(ASSETS_DIR, sample.file)) },
    );
  }
  return { created: true, propertyId: property.id };
}
