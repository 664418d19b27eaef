import type { z } from 'zod';
import type { propertyInputSchema } from '#shared/properties/property-schemas';
import type { Db } from '#server/platform/db/database';
import { properties } from '#server/platform/db/schema/properties';

export async function createProperty(db: Db, userId: string, input: z.output<typeof propertyInputSchema>) {
  const [property] = await db
    .insert(properties)
    .values({ userId, ...input })
    .returning();
  if (!property) throw new Error('Insert returned no property');
  return property;
}
