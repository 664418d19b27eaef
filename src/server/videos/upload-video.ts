import { createReadStream } from 'node:fs';
import { VIDEO_MESSAGES, type VideoFields } from '#shared/videos/video-schemas';
import type { Db } from '#server/platform/db/database';
import { videos } from '#server/platform/db/schema/videos';
import type { FileStore } from '#server/platform/files/file-store';
import type { Clock } from '#server/platform/lib/clock';
import { Rejection } from '#server/platform/lib/rejection';
import { type ReceivedVideo, withProcessedVideo } from './process-video';
import { videoFolder, videoOriginalKey, videoPosterKey, videoServedKey } from './video-keys';
import type { VideoTools } from './video-tools';

/** A clip as the upload form received it: a temporary file with its size and SHA-256. */
export type UploadedVideo = { name: string } & ReceivedVideo;

/**
 * Stores one clip as evidence (docs/product.md §34): the original bytes untouched with their
 * SHA-256, the received time (the clock's: it is evidence, and tests pin it), the capture time the
 * container holds, a copy to serve without any metadata and a poster frame. A SHA-256 the device
 * computed must match the bytes that arrived, or nothing is kept. The property, and the condition
 * report item when there is one, are already known to be the user's and of the same place. As for
 * photos, files are written before the row and removed if the row cannot be written.
 */
export async function uploadVideo(
  deps: { db: Db; files: FileStore; clock: Clock; tools: VideoTools },
  userId: string,
  fields: VideoFields,
  file: UploadedVideo,
) {
  const receivedAt = deps.clock.now();
  return withProcessedVideo(deps.tools, file, async (processed) => {
    if (fields.deviceSha256 && fields.deviceSha256 !== processed.sha256) {
      throw new Rejection('invalid', 'VIDEO_HASH_MISMATCH', VIDEO_MESSAGES.hashMismatch);
    }
    const id = crypto.randomUUID();
    const folder = videoFolder(userId, id);
    try {
      // Every write settles before a failure removes the folder, so none lands after the removal.
      const writes = await Promise.allSettled([
        deps.files.putStream(videoOriginalKey(folder), createReadStream(file.path)),
        deps.files.putStream(
          videoServedKey(folder, processed.served.container),
          createReadStream(processed.served.path),
        ),
        deps.files.put(videoPosterKey(folder), processed.poster),
      ]);
      const failed = writes.find((write) => write.status === 'rejected');
      if (failed) throw failed.reason;
      const [inserted] = await deps.db
        .insert(videos)
        .values({
          id,
          userId,
          propertyId: fields.propertyId,
          stage: fields.stage,
          area: fields.area,
          inspectionItemId: fields.inspectionItemId ?? null,
          storageKey: folder,
          originalName: file.name,
          container: processed.container,
          contentType: processed.contentType,
          byteSize: file.size,
          servedByteSize: processed.served.byteSize,
          durationMs: processed.durationMs,
          width: processed.width,
          height: processed.height,
          sha256: processed.sha256,
          receivedAt,
          capturedAt: processed.capturedAt,
          deviceCapturedAt: fields.deviceCapturedAt ? new Date(fields.deviceCapturedAt) : null,
        })
        .returning();
      if (!inserted) throw new Error('Insert returned no video');
      return inserted;
    } catch (error) {
      await deps.files.deletePrefix(folder);
      throw error;
    }
  });
}
