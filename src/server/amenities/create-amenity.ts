import type { z } from 'zod';
import type { amenityInputSchema } from '#shared/amenities/amenity-schemas';
import type { Db } from '#server/platform/db/database';
import { amenities } from '#server/platform/db/schema/amenities';

/** The property is already known to belong to the user. */
export async function createAmenity(db: Db, userId: string, input: z.output<typeof amenityInputSchema>) {
  const [amenity] = await db
    .insert(amenities)
    .values({ userId, ...input })
    .returning();
  if (!amenity) throw new Error('Insert returned no amenity');
  return amenity;
}
