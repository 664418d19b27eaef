import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AmenityStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { amenities } from '#server/platform/db/schema/amenities';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';

/** Amenities with their property's name. */
export function selectAmenities(db: Db) {
  return db
    .select({ amenity: amenities, propertyName: properties.name })
    .from(amenities)
    .innerJoin(properties, eq(properties.id, amenities.propertyId))
    .$dynamic();
}

export const ownedAmenity = (userId: string, amenityId: string) =>
  and(eq(amenities.id, amenityId), eq(amenities.userId, userId));

export type AmenityPhotoRow = { id: string; amenityId: string; stage: AmenityStage };

/** The before and after photos of these amenities, oldest first, in one query. */
export async function selectAmenityPhotos(db: Db, userId: string, amenityIds: string[]) {
  if (amenityIds.length === 0) return [];
  const rows = await db
    .select({ id: photos.id, amenityId: photos.amenityId, stage: photos.stage })
    .from(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.amenityId, amenityIds)))
    .orderBy(asc(photos.receivedAt), asc(photos.id));
  return rows.filter(
    (row): row is AmenityPhotoRow =>
      row.amenityId !== null && (row.stage === 'amenity-before' || row.stage === 'amenity-after'),
  );
}

export type AmenityRow = Awaited<ReturnType<ReturnType<typeof selectAmenities>['execute']>>[number] & {
  photos: AmenityPhotoRow[];
};

/** Each row with its own photos. */
export async function withPhotos(
  db: Db,
  userId: string,
  rows: Awaited<ReturnType<ReturnType<typeof selectAmenities>['execute']>>,
): Promise<AmenityRow[]> {
  const found = await selectAmenityPhotos(
    db,
    userId,
    rows.map((row) => row.amenity.id),
  );
  return rows.map((row) => ({ ...row, photos: found.filter((p) => p.amenityId === row.amenity.id) }));
}
