import { and, asc, eq, sql } from 'drizzle-orm';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { SharedPhotoPage } from '#shared/verification/verified-report';
import type { Db } from '#server/platform/db/database';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { findSharedPhoto } from '#server/photos/find-shared-photo';
import { markupColumns, presentPhotoMarkup } from '#server/photos/markup-layer-file';
import { batchStamp, presentTimestamp } from '#server/platform/timestamps/present-timestamp';
import type { ShareScope } from './share-scope';

/** A recipient's page loads this many photos at a time; "Show more" loads the next. */
export const SHARED_PHOTO_PAGE = 200;

/**
 * The photos a link shows, a page at a time, oldest first. The next page starts after the last
 * photo, compared in the database against its stored time, so no timestamp precision is lost. The
 * cursor is that photo's id and must be one the link shows: null otherwise, so that no id from
 * outside the scope is ever compared with anything. Each photo carries its independent timestamp
 * (decision 039): `timestamping` says whether this server has a Time-Stamping Authority configured.
 * The recipient sees each photo with the renter's markup over it (docs/product.md §34). Null for a
 * link whose page lists no photos (a deposit dispute).
 */
export async function listSharedPhotos(
  db: Db,
  scope: ShareScope,
  timestamping: boolean,
  after: string | undefined,
  limit = SHARED_PHOTO_PAGE,
): Promise<SharedPhotoPage | null> {
  if (!scope.mediaLists) return null;
  if (after && !(await findSharedPhoto(db, scope, after))) return null;
  const rows = await db
    .select({ photo: photos, propertyName: properties.name, markup: markupColumns, ...batchStamp })
    .from(photos)
    .innerJoin(properties, eq(properties.id, photos.propertyId))
    .leftJoin(timestampBatches, eq(timestampBatches.id, photos.timestampBatchId))
    .leftJoin(photoMarkups, eq(photoMarkups.photoId, photos.id))
    .where(
      and(
        scope.photos,
        after
          ? sql`(${photos.receivedAt}, ${photos.id}) > (select prev.received_at, prev.id from photos prev where prev.id = ${after})`
          : undefined,
      ),
    )
    .orderBy(asc(photos.receivedAt), asc(photos.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    photos: page.map(({ photo, propertyName, markup, ...stamp }) => ({
      id: photo.id,
      propertyName: displayPropertyName({ id: photo.propertyId, name: propertyName }),
      stage: photo.stage === 'move-out' ? 'move-out' : 'move-in',
      area: photo.area,
      notes: photo.notes,
      receivedAt: photo.receivedAt.toISOString(),
      capturedAt: photo.capturedAt,
      deviceCapturedAt: photo.deviceCapturedAt?.toISOString() ?? null,
      sha256: photo.sha256,
      timestamp: presentTimestamp(stamp, timestamping),
      markup: markup && presentPhotoMarkup(markup),
    })),
    nextCursor: rows.length > limit ? (page.at(-1)?.photo.id ?? null) : null,
  };
}
