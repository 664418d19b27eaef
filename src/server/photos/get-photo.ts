import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { photoWithProperty } from './list-photos';

/** The user's photo with its property's name, or null (missing and someone else's look the same). */
export async function getPhoto(db: Db, userId: string, photoId: string) {
  const [row] = await db
    .select(photoWithProperty)
    .from(photos)
    .innerJoin(properties, eq(properties.id, photos.propertyId))
    .leftJoin(timestampBatches, eq(timestampBatches.id, photos.timestampBatchId))
    .leftJoin(photoMarkups, eq(photoMarkups.photoId, photos.id))
    .where(and(eq(photos.id, photoId), eq(photos.userId, userId)));
  return row ?? null;
}
