import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Visitor } from './visitor';
import { uploadForm } from './photos';

const run = promisify(execFile);
const requireHere = createRequire(import.meta.url);

/** The programs the server finds by default (config.ts): the system's, else the npm packages'. */
const program = (name: 'ffmpeg' | 'ffprobe', npmPackage: string) =>
  existsSync(`/usr/bin/${name}`) ? `/usr/bin/${name}` : (requireHere(npmPackage) as { path: string }).path;
export const FFMPEG = program('ffmpeg', '@ffmpeg-installer/ffmpeg');
export const FFPROBE = program('ffprobe', '@ffprobe-installer/ffprobe');

export type VideoFile = { bytes: Uint8Array; name: string; type: string };

/** The test pattern, 320x240, `seconds` long, with a tone: a clip as a phone records one. */
const testPattern = (seconds: number, size = '320x240') => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=duration=${seconds}:size=${size}:rate=25`,
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:duration=${seconds}`,
  '-shortest',
];
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];

/** Runs ffmpeg in a folder of its own and reads back the file it wrote. */
async function make(name: string, args: string[]): Promise<Uint8Array> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rentproof-test-video-'));
  try {
    const output = path.join(folder, name);
    await run(FFMPEG, ['-nostdin', '-loglevel', 'error', ...args, '-y', output]);
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Made once per test file: ffmpeg takes a moment for each. */
const once = <T>(create: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= create());
};

export const CAMERA_TIME = '2026-03-01T14:15:00.000Z';
export const LOCATION = '+38.8977-077.0365/';

/** An MP4 with the time it was filmed and where (the White House), as a phone writes them. */
export const mp4WithLocation = once(async (): Promise<VideoFile> => ({
  bytes: await make('clip.mp4', [
    ...testPattern(2),
    ...H264,
    '-metadata',
    `creation_time=${CAMERA_TIME}`,
    '-metadata',
    `location=${LOCATION}`,
    '-movflags',
    'use_metadata_tags',
  ]),
  name: 'kitchen.mp4',
  type: 'video/mp4',
}));

export const webmClip = once(async (): Promise<VideoFile> => ({
  bytes: await make('clip.webm', [
    ...testPattern(2),
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-b:v',
    '200k',
    '-c:a',
    'libopus',
  ]),
  name: 'hall.webm',
  type: 'video/webm',
}));

export const movClip = once(async (): Promise<VideoFile> => ({
  bytes: await make('clip.mov', [...testPattern(2), ...H264, '-metadata', `creation_time=${CAMERA_TIME}`]),
  name: 'IMG_0042.MOV',
  type: 'video/quicktime',
}));

/** Three minutes, longer than a clip may be; tiny, so that it is quick to make. */
export const longClip = once(async (): Promise<VideoFile> => ({
  bytes: await make('long.mp4', [
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=180:size=64x48:rate=1',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
  ]),
  name: 'long.mp4',
  type: 'video/mp4',
}));

export const notAVideo = (): VideoFile => ({
  bytes: new TextEncoder().encode('This is a shopping list, not a video.\n'.repeat(40)),
  name: 'clip.mp4',
  type: 'video/mp4',
});

/** The first half of an MP4 whose index is at its end: an MP4 by its first bytes, but unreadable. */
export const truncatedMp4 = once(async (): Promise<VideoFile> => {
  const whole = await mp4WithLocation();
  return { bytes: whole.bytes.slice(0, whole.bytes.length / 2), name: 'cut.mp4', type: 'video/mp4' };
});

/** Every metadata tag ffprobe finds in the file, of the container and of each stream, by name. */
export async function tagsOf(bytes: Uint8Array): Promise<Record<string, string>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rentproof-test-probe-'));
  try {
    const file = path.join(folder, 'clip');
    await writeFile(file, bytes);
    const { stdout } = await run(FFPROBE, [
      '-loglevel',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      file,
    ]);
    const probed = JSON.parse(stdout) as {
      format?: { tags?: Record<string, string> };
      streams?: { tags?: Record<string, string> }[];
    };
    return Object.assign({}, probed.format?.tags, ...(probed.streams ?? []).map((stream) => stream.tags));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function uploadVideo(visitor: Visitor, fields: Record<string, string>, file: VideoFile) {
  return visitor.request('POST', '/api/videos', uploadForm(fields, file));
}
