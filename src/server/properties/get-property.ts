import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { properties } from '#server/db/schema/properties';
import { ownedBy, selectProperties } from './property-query';

/** The user's property with its counts, or null (missing and someone else's look the same). */
export async function getProperty(db: Db, userId: string, propertyId: string) {
  const [row] = await selectProperties(db).where(and(eq(properties.id, propertyId), ownedBy(userId)));
  return row ?? null;
}
