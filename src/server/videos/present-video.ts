import type { Video } from '#shared/videos/video-schemas';
import type { videos } from '#server/platform/db/schema/videos';

export type VideoRow = typeof videos.$inferSelect;

/** A clip as its owner sees it: no storage key, and the addresses of its three files. */
export function presentVideo(video: VideoRow): Video {
  const base = `/api/videos/${video.id}`;
  return {
    id: video.id,
    propertyId: video.propertyId,
    stage: video.stage,
    area: video.area,
    inspectionItemId: video.inspectionItemId,
    originalName: video.originalName,
    contentType: video.contentType,
    byteSize: video.byteSize,
    durationMs: video.durationMs,
    width: video.width,
    height: video.height,
    sha256: video.sha256,
    receivedAt: video.receivedAt.toISOString(),
    capturedAt: video.capturedAt?.toISOString() ?? null,
    deviceCapturedAt: video.deviceCapturedAt?.toISOString() ?? null,
    urls: { poster: `${base}/poster`, stream: `${base}/stream`, original: `${base}/original` },
  };
}
