import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { amenityUpdateSchema } from '#shared/amenities/amenity-schemas';
import type { Db } from '#server/platform/db/database';
import { amenities } from '#server/platform/db/schema/amenities';
import { ownedAmenity } from './amenity-query';

/**
 * Every field, saved only if the amenity is still at the version it was read at; the property is
 * already known to belong to the user. Null when nothing was saved: missing, not the user's, or
 * changed since (decision 013).
 */
export async function updateAmenity(
  db: Db,
  userId: string,
  amenityId: string,
  { version, ...input }: z.output<typeof amenityUpdateSchema>,
) {
  const [amenity] = await db
    .update(amenities)
    .set({ ...input, version: sql`${amenities.version} + 1`, updatedAt: new Date() })
    .where(and(ownedAmenity(userId, amenityId), eq(amenities.version, version)))
    .returning({ id: amenities.id });
  return amenity ?? null;
}
