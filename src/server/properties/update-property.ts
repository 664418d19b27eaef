import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { propertyInputSchema } from '../../shared/properties/property-schemas';
import type { Db } from '../db/database';
import { properties } from '../db/schema/properties';

/** Returns null when the property does not exist or is someone else's. */
export async function updateProperty(
  db: Db,
  userId: string,
  propertyId: string,
  input: z.output<typeof propertyInputSchema>,
) {
  const [property] = await db
    .update(properties)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)))
    .returning();
  return property ?? null;
}
