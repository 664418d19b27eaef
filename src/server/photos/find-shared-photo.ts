// A photo that a link shows (a share link's scope, a company's link to a tenant), found by its id
// within the condition that link sets. It sits in photos/, below verification/ and tenancies/, which
// both serve linked photos: tenancies/ no longer imports verification/, which reads deposits/, which
// read tenancies/ (issue 36).
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photos } from '#server/platform/db/schema/photos';

/** The storage key of a photo the link shows; null for any other photo, the owner's included. */
export async function findSharedPhoto(db: Db, scope: { photos: SQL }, photoId: string) {
  const [row] = await db
    .select({ storageKey: photos.storageKey })
    .from(photos)
    .where(and(scope.photos, eq(photos.id, photoId)));
  return row ?? null;
}
