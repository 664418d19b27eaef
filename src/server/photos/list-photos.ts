import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PhotoStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/db/database';
import { photos } from '#server/db/schema/photos';
import { properties } from '#server/db/schema/properties';
import { type Cursor, olderThan, pageOf } from '#server/lib/cursor';

export type PhotoFilter = { propertyId?: string; stage?: PhotoStage };

export const photoWithProperty = {
  photo: photos,
  propertyName: properties.name,
  propertyKind: properties.kind,
};

/** The user's photos, newest first, one page at a time. */
export async function listPhotos(
  db: Db,
  userId: string,
  filter: PhotoFilter,
  page: { cursor?: Cursor; limit: number },
) {
  const conditions: (SQL | undefined)[] = [
    eq(photos.userId, userId),
    filter.propertyId ? eq(photos.propertyId, filter.propertyId) : undefined,
    filter.stage ? eq(photos.stage, filter.stage) : undefined,
    olderThan(page.cursor, photos.receivedAt, photos.id),
  ];
  const rows = await db
    .select(photoWithProperty)
    .from(photos)
    .innerJoin(properties, eq(properties.id, photos.propertyId))
    .where(and(...conditions))
    .orderBy(desc(photos.receivedAt), desc(photos.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (row) => ({ at: row.photo.receivedAt, id: row.photo.id }));
}
