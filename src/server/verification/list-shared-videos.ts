import { asc, eq } from 'drizzle-orm';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { SharedVideo } from '#shared/verification/verified-report';
import type { Db } from '#server/platform/db/database';
import { properties } from '#server/platform/db/schema/properties';
import { videos } from '#server/platform/db/schema/videos';
import type { ShareScope } from './share-scope';

/**
 * The clips a link shows, oldest first like its photos, each played from the link's own address
 * (`token` is the link's, as the recipient opened it). A place has a handful, so there is one page.
 * Null for a link whose page lists no clips (a deposit dispute).
 */
export async function listSharedVideos(
  db: Db,
  scope: Pick<ShareScope, 'videos' | 'mediaLists'>,
  token: string,
): Promise<SharedVideo[] | null> {
  if (!scope.mediaLists) return null;
  const rows = await db
    .select({ video: videos, propertyName: properties.name })
    .from(videos)
    .innerJoin(properties, eq(properties.id, videos.propertyId))
    .where(scope.videos)
    .orderBy(asc(videos.receivedAt), asc(videos.id));
  return rows.map(({ video, propertyName }) => {
    const base = `/api/verify/${encodeURIComponent(token)}/videos/${video.id}`;
    return {
      id: video.id,
      propertyName: displayPropertyName({ id: video.propertyId, name: propertyName }),
      stage: video.stage,
      area: video.area,
      durationMs: video.durationMs,
      width: video.width,
      height: video.height,
      sha256: video.sha256,
      receivedAt: video.receivedAt.toISOString(),
      capturedAt: video.capturedAt?.toISOString() ?? null,
      urls: { poster: `${base}/poster`, stream: `${base}/stream` },
    };
  });
}
