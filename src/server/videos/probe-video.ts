import type { VideoContainer } from '#shared/videos/video-schemas';
import { runVideoTool, type VideoTools } from './video-tools';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const EBML_DOC_TYPE_ID = [0x42, 0x82];
// The DocType sits in the EBML header, within its first few dozen bytes.
const EBML_HEADER_SEARCH = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The container the first bytes name, or null: an ISO base media file (`ftyp` box) is a MOV when its
 * brand is QuickTime's and an MP4 otherwise; an EBML file is a WebM when its DocType says so (a
 * Matroska file may hold codecs no browser plays). The file name and the type the browser sent
 * decide nothing.
 */
export function sniffVideoContainer(bytes: Uint8Array): VideoContainer | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    return ascii(bytes, 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  }
  if (EBML_MAGIC.every((byte, index) => bytes[index] === byte)) {
    const header = bytes.subarray(0, EBML_HEADER_SEARCH);
    for (let at = 4; at + 3 < header.length; at += 1) {
      if (header[at] !== EBML_DOC_TYPE_ID[0] || header[at + 1] !== EBML_DOC_TYPE_ID[1]) continue;
      // A one-byte EBML size (its top bit set) is what every muxer writes for a short DocType.
      const size = (header[at + 2] ?? 0) & 0x7f;
      return ascii(header, at + 3, at + 3 + size) === 'webm' ? 'webm' : null;
    }
  }
  return null;
}

/** ffprobe's demuxer for each container, so that it reads the file as nothing else. */
export const DEMUXER: Record<VideoContainer, string> = { mp4: 'mov', mov: 'mov', webm: 'matroska' };

type ProbedStream = {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
  disposition?: { attached_pic?: number };
};
type Probed = {
  streams?: ProbedStream[];
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
};

export type VideoFacts = {
  /** Null when the container gives none (a WebM recorded in a browser): the served copy's is used. */
  durationMs: number | null;
  /** As shown: a phone's portrait clip is stored sideways with a rotation, which is applied. */
  width: number;
  height: number;
  /** The container's `creation_time`, when it has a real one. */
  capturedAt: Date | null;
};

/**
 * What ffprobe reads in the file at `path`, read as `container`: null when it finds no picture (no
 * video stream with a size), as in a damaged file or an audio-only one.
 */
export async function probeVideo(
  tools: VideoTools,
  path: string,
  container: VideoContainer,
): Promise<VideoFacts | null> {
  const output = await runVideoTool(tools, 'ffprobe', [
    '-f',
    DEMUXER[container],
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    path,
  ]);
  let probed: Probed;
  try {
    probed = JSON.parse(output) as Probed;
  } catch {
    return null;
  }
  const video = probed.streams?.find(
    (stream) =>
      stream.codec_type === 'video' &&
      !stream.disposition?.attached_pic &&
      (stream.width ?? 0) > 0 &&
      (stream.height ?? 0) > 0,
  );
  if (!video?.width || !video.height) return null;
  const seconds = Number(probed.format?.duration ?? video.duration);
  const sideways = Math.abs(rotationOf(video)) % 180 === 90;
  return {
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    capturedAt: creationTime([probed.format?.tags, ...(probed.streams ?? []).map((stream) => stream.tags)]),
  };
}

function rotationOf(stream: ProbedStream) {
  const fromSideData = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation;
  return Number(fromSideData ?? stream.tags?.rotate ?? 0) || 0;
}

/** The first real `creation_time` of the container or a stream; an unset one reads as 1904 or 1970. */
function creationTime(tagSets: (Record<string, string> | undefined)[]): Date | null {
  for (const tags of tagSets) {
    const value = tags?.creation_time;
    if (!value) continue;
    const time = Date.parse(value);
    if (Number.isFinite(time) && time > Date.UTC(1971, 0, 1)) return new Date(time);
  }
  return null;
}
