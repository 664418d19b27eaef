import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { properties } from '../db/schema/properties';

/** A renter has a handful of properties; the cap only guards the page against abuse. */
export const PROPERTY_LIST_LIMIT = 200;

export function listProperties(db: Db, userId: string) {
  return db
    .select()
    .from(properties)
    .where(eq(properties.userId, userId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(PROPERTY_LIST_LIMIT);
}
