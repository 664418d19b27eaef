import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { properties } from '#server/platform/db/schema/properties';
import { isHome, ownedBy, selectProperties } from './property-query';

/**
 * The user's property with its counts, or null (missing and someone else's look the same). A stay
 * is a property too, so the ids its photos, comparison, report, share links, amenities and reviews
 * carry are found here.
 */
export async function getProperty(db: Db, userId: string, propertyId: string) {
  const [row] = await selectProperties(db).where(and(eq(properties.id, propertyId), ownedBy(userId)));
  return row ?? null;
}

/** The user's home (never a stay: /api/properties/{id} answers 404 for one), or null. */
export async function getHome(db: Db, userId: string, propertyId: string) {
  const [row] = await selectProperties(db).where(and(eq(properties.id, propertyId), ownedBy(userId), isHome));
  return row ?? null;
}
