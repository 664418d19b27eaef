import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { videos } from '#server/platform/db/schema/videos';

/** The user's clip, or null (missing and someone else's look the same). */
export async function getVideo(db: Db, userId: string, videoId: string) {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.userId, userId)));
  return row ?? null;
}
