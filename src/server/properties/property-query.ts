import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { properties } from '#server/platform/db/schema/properties';

/**
 * Properties with how much is recorded for them (shown on the card and before deleting): the
 * counters the database keeps on the row (decision 026), so a list costs the same however many
 * photos and items an account holds.
 */
export function selectProperties(db: Db) {
  return db
    .select({
      property: properties,
      photoCount: properties.photoCount,
      maintenanceCount: properties.maintenanceCount,
    })
    .from(properties)
    .$dynamic();
}

export type PropertyRow = Awaited<ReturnType<ReturnType<typeof selectProperties>['execute']>>[number];

export const ownedBy = (userId: string) => eq(properties.userId, userId);

/** A home, not a Travel Mode stay (docs/product.md §29): stays have their own list and routes. */
export const isHome = eq(properties.kind, 'home');
