import { and, desc } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { properties } from '#server/platform/db/schema/properties';
import { isHome, ownedBy, selectProperties } from './property-query';

/** A renter has a handful of properties; the cap only guards the page against abuse. */
export const PROPERTY_LIST_LIMIT = 200;

/** The user's homes; stays are listed by /api/stays. */
export function listProperties(db: Db, userId: string) {
  return selectProperties(db)
    .where(and(ownedBy(userId), isHome))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(PROPERTY_LIST_LIMIT);
}
