import { and, desc, eq } from 'drizzle-orm';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { videos } from '#server/platform/db/schema/videos';

export type VideoFilter = { propertyId?: string; stage?: EvidenceStage };

/** The user's clips, newest first: a place has a handful, so there is one page. */
export function listVideos(db: Db, userId: string, filter: VideoFilter) {
  return db
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.userId, userId),
        filter.propertyId ? eq(videos.propertyId, filter.propertyId) : undefined,
        filter.stage ? eq(videos.stage, filter.stage) : undefined,
      ),
    )
    .orderBy(desc(videos.receivedAt), desc(videos.id));
}
