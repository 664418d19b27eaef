import { and, desc, eq, sql } from 'drizzle-orm';
import type { PhotoStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/db/database';
import { preparedQuery } from '#server/db/prepared-query';
import { photos } from '#server/db/schema/photos';
import { properties } from '#server/db/schema/properties';
import { type Cursor, olderThan, pageOf } from '#server/lib/cursor';

export type PhotoFilter = { propertyId?: string; stage?: PhotoStage };

export const photoWithProperty = {
  photo: photos,
  propertyName: properties.name,
  propertyKind: properties.kind,
};

type Shape = { property: boolean; stage: boolean; cursor: boolean };

/** One prepared query per combination of filters, so that each keeps its own index-friendly plan. */
function selectPage(shape: Shape) {
  return (db: Db, name: string) =>
    db
      .select(photoWithProperty)
      .from(photos)
      .innerJoin(properties, eq(properties.id, photos.propertyId))
      .where(
        and(
          eq(photos.userId, sql.placeholder('userId')),
          shape.property ? eq(photos.propertyId, sql.placeholder('propertyId')) : undefined,
          shape.stage ? eq(photos.stage, sql.placeholder('stage')) : undefined,
          shape.cursor
            ? olderThan(
                { at: sql.placeholder('at'), id: sql.placeholder('id') },
                photos.receivedAt,
                photos.id,
              )
            : undefined,
        ),
      )
      .orderBy(desc(photos.receivedAt), desc(photos.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
}

/** The user's photos, newest first, one page at a time: the gallery's hot read, prepared. */
export async function listPhotos(
  db: Db,
  userId: string,
  filter: PhotoFilter,
  page: { cursor?: Cursor; limit: number },
) {
  const shape = {
    property: Boolean(filter.propertyId),
    stage: Boolean(filter.stage),
    cursor: Boolean(page.cursor),
  };
  const name = `list_photos_${Number(shape.property)}${Number(shape.stage)}${Number(shape.cursor)}`;
  const rows = await preparedQuery(db, name, selectPage(shape)).execute({
    userId,
    propertyId: filter.propertyId,
    stage: filter.stage,
    at: page.cursor?.at,
    id: page.cursor?.id,
    limit: page.limit + 1,
  });
  return pageOf(rows, page.limit, (row) => ({ at: row.photo.receivedAt, id: row.photo.id }));
}
