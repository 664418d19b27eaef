import type { Db } from '#server/platform/db/database';
import { ownedAmenity, selectAmenities, withPhotos } from './amenity-query';

/** The user's amenity with its photos; null alike when missing or another user's. */
export async function getAmenity(db: Db, userId: string, amenityId: string) {
  const rows = await selectAmenities(db).where(ownedAmenity(userId, amenityId));
  const [row] = await withPhotos(db, userId, rows);
  return row ?? null;
}
