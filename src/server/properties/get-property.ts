import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { properties } from '../db/schema/properties';

export async function getProperty(db: Db, userId: string, propertyId: string) {
  const [property] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
  return property ?? null;
}
