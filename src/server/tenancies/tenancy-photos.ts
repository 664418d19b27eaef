import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import type { SharedTenancy } from '#server/platform/db/schema/tenancies';
import { findSharedPhoto } from '#server/photos/find-shared-photo';
import { markupColumns, presentPhotoMarkup } from '#server/photos/markup-layer-file';
import type { FileStore } from '#server/platform/files/file-store';
import { photoFileKey, SHARED_PHOTO_SIZES } from '#server/photos/photo-keys';
import type { TenancyPhoto } from '#shared/tenancies/tenancy-schemas';
import { sharedPhotoCondition } from './find-shared-tenancy';

/** The move-in and move-out photos the tenant shares through the link, oldest first. */
export async function listTenancyPhotos(db: Db, tenancy: SharedTenancy): Promise<TenancyPhoto[]> {
  const scope = sharedPhotoCondition(tenancy);
  if (!scope) return [];
  const rows = await db
    .select({ photo: photos, markup: markupColumns })
    .from(photos)
    .leftJoin(photoMarkups, eq(photoMarkups.photoId, photos.id))
    .where(scope.photos)
    .orderBy(asc(photos.receivedAt), asc(photos.id));
  return rows.map(({ photo, markup }) => ({
    id: photo.id,
    stage: photo.stage === 'move-out' ? 'move-out' : 'move-in',
    area: photo.area,
    notes: photo.notes,
    receivedAt: photo.receivedAt.toISOString(),
    capturedAt: photo.capturedAt,
    sha256: photo.sha256,
    width: photo.width,
    height: photo.height,
    markup: markup && presentPhotoMarkup(markup),
  }));
}

/**
 * A display size of a photo the link shows, re-encoded without metadata like a share link's: the
 * original, with its GPS, never leaves. Null for any other photo or size.
 */
export async function openTenancyPhoto(
  deps: { db: Db; files: FileStore },
  tenancy: SharedTenancy,
  photoId: string,
  size: string | undefined,
) {
  const scope = sharedPhotoCondition(tenancy);
  const shownSize = SHARED_PHOTO_SIZES.find((candidate) => candidate === size);
  if (!scope || !shownSize) return null;
  const photo = await findSharedPhoto(deps.db, scope, photoId);
  return photo ? deps.files.open(photoFileKey(photo.storageKey, shownSize)) : null;
}
