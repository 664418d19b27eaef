import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  VIDEO_CONTENT_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_MESSAGES,
  type VideoContainer,
} from '#shared/videos/video-schemas';
import { makeTemporaryFolder } from '#server/platform/files/temporary-files';
import { Rejection } from '#server/platform/lib/rejection';
import { DEMUXER, probeVideo, sniffVideoContainer, type VideoFacts } from './probe-video';
import { SERVED_CONTAINERS, type ServedContainer } from './video-keys';
import { runVideoTool, VideoToolRefusedError, type VideoTools } from './video-tools';

export const POSTER_WIDTH = 640;
// A frame half a second in shows the room rather than the black or blurred first one a phone writes.
const POSTER_AT_SECONDS = 0.5;

export type ProcessedVideo = Omit<VideoFacts, 'durationMs'> & {
  container: VideoContainer;
  contentType: string;
  sha256: string;
  durationMs: number;
  /** The copy to serve: the same streams, every metadata field (location included) dropped. */
  served: { path: string; container: ServedContainer; byteSize: number };
  /** A WebP frame, POSTER_WIDTH wide at most. */
  poster: Buffer;
};

const corrupt = () => new Rejection('invalid', 'VIDEO_CORRUPT', VIDEO_MESSAGES.corrupt);
const tooLong = () => new Rejection('invalid', 'VIDEO_TOO_LONG', VIDEO_MESSAGES.tooLong);

/** ffmpeg refusing the clip means the clip cannot be read; any other failure is passed on. */
const asCorrupt = (error: unknown) => {
  throw error instanceof VideoToolRefusedError ? corrupt() : error;
};

/** A clip as it arrived: a temporary file, its size and the SHA-256 of its bytes. */
export type ReceivedVideo = { path: string; size: number; sha256: string };

/** Enough of a clip's start to tell its container (sniffVideoContainer). */
const SNIFF_BYTES = 4096;

async function firstBytes(file: string) {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a clip by its bytes and derives what is kept beside it, then hands it to `keep` while its
 * files exist: they are in a folder of their own under DATA_DIR/tmp, removed afterwards whatever
 * happens. The clip is read from its file, never whole into memory, and never changed: the hash is
 * of the bytes that arrived.
 *
 * A clip is an MP4, MOV or WebM by its first bytes and by ffprobe finding a picture in it (else
 * 415 or 422), no longer than VIDEO_MAX_SECONDS (422). ffmpeg then copies its video and audio
 * streams, without re-encoding, into a file with no metadata at all (no location, no creation
 * time, no data or subtitle track, which may carry either), and takes the poster frame from it.
 */
export async function withProcessedVideo<T>(
  tools: VideoTools,
  received: ReceivedVideo,
  keep: (video: ProcessedVideo) => Promise<T>,
): Promise<T> {
  if (received.size > VIDEO_MAX_BYTES)
    throw new Rejection('too-large', 'PAYLOAD_TOO_LARGE', VIDEO_MESSAGES.tooLarge);
  const container = sniffVideoContainer(await firstBytes(received.path));
  if (!container)
    throw new Rejection('unsupported-type', 'UNSUPPORTED_VIDEO', VIDEO_MESSAGES.unsupportedType);
  const folder = await makeTemporaryFolder('video');
  try {
    const original = received.path;
    const facts = await probeVideo(tools, original, container).catch(asCorrupt);
    if (!facts) throw corrupt();
    if (facts.durationMs !== null && facts.durationMs > VIDEO_MAX_SECONDS * 1000) throw tooLong();
    const served = await writeServedCopy(tools, original, container, folder);
    // A WebM a browser recorded has no duration in its header; the copy ffmpeg wrote has one.
    const durationMs =
      facts.durationMs ?? (await probeVideo(tools, served.path, served.container))?.durationMs;
    if (!durationMs) throw corrupt();
    if (durationMs > VIDEO_MAX_SECONDS * 1000) throw tooLong();
    const poster = await takePoster(tools, served, durationMs, folder);
    return await keep({
      ...facts,
      container,
      contentType: VIDEO_CONTENT_TYPES[container],
      sha256: received.sha256,
      durationMs,
      served,
      poster,
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const MUXER: Record<ServedContainer, string> = { mp4: 'mp4', mov: 'mov', webm: 'webm' };

/** The served copy, in the first container of SERVED_CONTAINERS its streams fit in. */
async function writeServedCopy(
  tools: VideoTools,
  original: string,
  container: VideoContainer,
  folder: string,
) {
  let refusal: unknown;
  for (const served of SERVED_CONTAINERS[container]) {
    const output = path.join(folder, `served.${served}`);
    try {
      await runVideoTool(tools, 'ffmpeg', [
        '-f',
        DEMUXER[container],
        '-i',
        original,
        // The picture (not a cover image) and the sound; data tracks (a phone's location track) stay behind.
        '-map',
        '0:V',
        '-map',
        '0:a?',
        '-map_metadata',
        '-1',
        '-map_chapters',
        '-1',
        '-c',
        'copy',
        // The index first, so that a player starts before the whole file has arrived.
        ...(served === 'webm' ? [] : ['-movflags', '+faststart']),
        '-f',
        MUXER[served],
        '-y',
        output,
      ]);
      return { path: output, container: served, byteSize: (await stat(output)).size };
    } catch (error) {
      if (!(error instanceof VideoToolRefusedError)) throw error;
      refusal = error;
    }
  }
  return asCorrupt(refusal);
}

async function takePoster(
  tools: VideoTools,
  served: ProcessedVideo['served'],
  durationMs: number,
  folder: string,
) {
  const frame = path.join(folder, 'poster.png');
  const at = Math.min(POSTER_AT_SECONDS, durationMs / 2000);
  await runVideoTool(tools, 'ffmpeg', [
    '-ss',
    at.toFixed(3),
    '-f',
    DEMUXER[served.container],
    '-i',
    served.path,
    '-map',
    '0:V:0',
    '-frames:v',
    '1',
    '-c:v',
    'png',
    '-f',
    'image2',
    '-y',
    frame,
  ]).catch(asCorrupt);
  return sharp(frame)
    .resize({ width: POSTER_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw corrupt();
    });
}
