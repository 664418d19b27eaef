import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { properties } from '#server/db/schema/properties';
import { ownedBy, selectProperties } from './property-query';

/** A renter has a handful of properties; the cap only guards the page against abuse. */
export const PROPERTY_LIST_LIMIT = 200;

export function listProperties(db: Db, userId: string) {
  return selectProperties(db)
    .where(ownedBy(userId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(PROPERTY_LIST_LIMIT);
}
