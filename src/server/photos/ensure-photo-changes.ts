import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photoChanges } from '#server/platform/db/schema/photo-changes';
import { photos } from '#server/platform/db/schema/photos';

/**
 * Gives a shot's current pair (its latest move-in and latest move-out photo, docs/product.md §6.5)
 * its pending change check, once: the unique pair makes a second call, or a pair formed before, a
 * no-op. Nothing happens while the shot lacks either photo.
 */
export async function ensurePhotoChanges(db: Db, userId: string, shotId: string) {
  const latest = (stage: 'move-in' | 'move-out') => sql`(
    select ${photos.id} from ${photos}
    where ${photos.userId} = ${userId} and ${photos.walkthroughShotId} = ${shotId} and ${photos.stage} = ${stage}
    order by ${photos.receivedAt} desc, ${photos.id} desc limit 1)`;
  await db.execute(sql`
    insert into ${photoChanges} (user_id, move_in_photo_id, move_out_photo_id)
    select ${userId}, move_in.id, move_out.id
    from ${latest('move-in')} as move_in, ${latest('move-out')} as move_out
    on conflict (move_in_photo_id, move_out_photo_id) do nothing`);
}
