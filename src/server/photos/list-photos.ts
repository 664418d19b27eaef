import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PhotoStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { preparedQuery } from '#server/platform/db/prepared-query';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { type Cursor, olderThan, pageOf } from '#server/platform/lib/cursor';
import { markupColumns } from './markup-layer-file';

export type PhotoFilter = { propertyId?: string; stage?: PhotoStage };

/**
 * A photo, its property, its batch's stamp once stamped (null before) and its markup layer (null
 * without one): read with an inner join of the property, a left join of the batch
 * (`photos.timestampBatchId`) and a left join of `photo_markups` on the photo.
 */
// A photo's Merkle path (a dozen hashes) is for its evidence bundle, not for every list.
const { merklePath: _path, ...photoColumns } = getTableColumns(photos);

export const photoWithProperty = {
  photo: photoColumns,
  propertyName: properties.name,
  propertyKind: properties.kind,
  stampedBy: timestampBatches.tsa,
  stampedAt: timestampBatches.stampedAt,
  markup: markupColumns,
};

type Shape = { property: boolean; stage: boolean; cursor: boolean };

/** One prepared query per combination of filters, so that each keeps its own index-friendly plan. */
function selectPage(shape: Shape) {
  return (db: Db, name: string) =>
    db
      .select(photoWithProperty)
      .from(photos)
      .innerJoin(properties, eq(properties.id, photos.propertyId))
      .leftJoin(timestampBatches, eq(timestampBatches.id, photos.timestampBatchId))
      .leftJoin(photoMarkups, eq(photoMarkups.photoId, photos.id))
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
