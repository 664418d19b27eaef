import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { amenities } from '#server/platform/db/schema/amenities';
import { type Cursor, olderThan, pageOf } from '#server/platform/lib/cursor';
import { selectAmenities, withPhotos } from './amenity-query';

/** Newest first, optionally for one property, one page at a time, each with its photos. */
export async function listAmenities(
  db: Db,
  userId: string,
  filter: { propertyId?: string },
  page: { cursor?: Cursor; limit: number },
) {
  const rows = await selectAmenities(db)
    .where(
      and(
        eq(amenities.userId, userId),
        filter.propertyId ? eq(amenities.propertyId, filter.propertyId) : undefined,
        olderThan(page.cursor, amenities.createdAt, amenities.id),
      ),
    )
    .orderBy(desc(amenities.createdAt), desc(amenities.id))
    .limit(page.limit + 1);
  const paged = pageOf(rows, page.limit, (row) => ({ at: row.amenity.createdAt, id: row.amenity.id }));
  return { items: await withPhotos(db, userId, paged.items), nextCursor: paged.nextCursor };
}
