import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { findMarkablePhoto } from './save-photo-markup';

/**
 * Removes the photo's markup layer, if it has one. False when there is no such photo of the user;
 * a photo of the signed move-in report keeps its layer (`findMarkablePhoto`).
 */
export async function deletePhotoMarkup(db: Db, userId: string, photoId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const photo = await findMarkablePhoto(tx, userId, photoId);
    if (!photo) return false;
    await tx.delete(photoMarkups).where(eq(photoMarkups.photoId, photo.id));
    return true;
  });
}
