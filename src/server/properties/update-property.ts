import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { propertyUpdateSchema } from '#shared/properties/property-schemas';
import type { Db } from '#server/platform/db/database';
import { properties } from '#server/platform/db/schema/properties';

/**
 * Saves the edit only if the property is still at the version it was read at, bumping it in the same
 * statement. Null when nothing was saved: the property is missing, someone else's, a stay (edited
 * through /api/stays), or changed since.
 */
export async function updateProperty(
  db: Db,
  userId: string,
  propertyId: string,
  { version, ...input }: z.output<typeof propertyUpdateSchema>,
) {
  const [property] = await db
    .update(properties)
    .set({ ...input, version: sql`${properties.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.userId, userId),
        eq(properties.kind, 'home'),
        eq(properties.version, version),
      ),
    )
    .returning();
  return property ?? null;
}
