import type { Context } from 'hono';
import type { videos } from '#server/platform/db/schema/videos';
import {
  SERVED_CONTAINERS,
  servedContentType,
  videoPosterKey,
  videoServedKey,
} from '#server/videos/video-keys';
import type { AppEnv } from '#server/http/app-env';
import { notFound } from '#server/http/errors';
import { answerStoredFile } from '#server/http/range-response';

const THE_VIDEO = 'That video';

/**
 * Answers a clip that the caller has already found the requester may see: its served copy (no
 * metadata, location included; HTTP range requests, as a video player asks) or its poster frame.
 * Never the original. The owner's routes, share links and the signing page all answer through here.
 */
export async function serveVideoFile(
  c: Context<AppEnv>,
  video: typeof videos.$inferSelect,
  part: 'stream' | 'poster',
) {
  const { files } = c.var.services;
  // A clip never changes once stored; whoever may see it may keep it.
  c.header('Cache-Control', 'private, max-age=86400, immutable');
  c.header('X-Content-Type-Options', 'nosniff');
  if (part === 'poster') {
    const poster = await files.open(videoPosterKey(video.storageKey));
    if (!poster) throw notFound(THE_VIDEO);
    c.header('Content-Type', 'image/webp');
    c.header('Content-Length', String(poster.size));
    return c.body(poster.stream);
  }
  return answerStoredFile(c, {
    size: video.servedByteSize,
    what: THE_VIDEO,
    async open(range) {
      // A MOV's copy is an MP4 unless its streams did not fit in one (video-keys.ts).
      for (const served of SERVED_CONTAINERS[video.container]) {
        const key = videoServedKey(video.storageKey, served);
        const stream = range
          ? await files.openRange(key, range.start, range.end)
          : (await files.open(key))?.stream;
        if (stream) return { stream, contentType: servedContentType(served) };
      }
      return null;
    },
  });
}
