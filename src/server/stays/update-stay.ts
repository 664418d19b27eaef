import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { stayUpdateSchema } from '#shared/stays/stay-schemas';
import type { Db } from '#server/platform/db/database';
import { properties } from '#server/platform/db/schema/properties';
import { stays } from '#server/platform/db/schema/stays';

/**
 * Saves both rows in one transaction, only if the stay is still at the version it was read at
 * (the property row's version, bumped here). False when nothing was saved: missing, not the
 * user's, or changed since (decision 013).
 */
export async function updateStay(
  db: Db,
  userId: string,
  stayId: string,
  { version, place, address, ...details }: z.output<typeof stayUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const [property] = await tx
      .update(properties)
      .set({ name: place, address, version: sql`${properties.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(properties.id, stayId),
          eq(properties.userId, userId),
          eq(properties.kind, 'stay'),
          eq(properties.version, version),
        ),
      )
      .returning({ id: properties.id });
    if (!property) return false;
    await tx
      .update(stays)
      .set(details)
      .where(and(eq(stays.propertyId, stayId), eq(stays.userId, userId)));
    return true;
  });
}
