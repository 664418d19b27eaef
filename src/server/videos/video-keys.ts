import type { VideoContainer } from '#shared/videos/video-schemas';
import { VIDEO_CONTENT_TYPES } from '#shared/videos/video-schemas';
import { userFilesPrefix } from '#server/platform/files/file-store';

/** All files of one clip share this folder, its row's `storageKey`. */
export const videoFolder = (userId: string, videoId: string) =>
  `${userFilesPrefix(userId)}videos/${videoId}/`;

/** The bytes as received, untouched: their SHA-256 is the row's. */
export const videoOriginalKey = (folder: string) => `${folder}original`;

/** A WebP frame, 640 pixels wide, shown where clips are listed. */
export const videoPosterKey = (folder: string) => `${folder}poster.webp`;

/**
 * The containers the served copy (every metadata field dropped) may be in, the likeliest first: an
 * MP4 is served as MP4 and a WebM as WebM; a MOV is served as MP4, which every browser plays, unless
 * its streams do not fit in one, when it stays a MOV.
 */
export const SERVED_CONTAINERS: Record<VideoContainer, readonly ServedContainer[]> = {
  mp4: ['mp4'],
  webm: ['webm'],
  mov: ['mp4', 'mov'],
};
export type ServedContainer = VideoContainer;

export const videoServedKey = (folder: string, served: ServedContainer) => `${folder}served.${served}`;

export const servedContentType = (served: ServedContainer) => VIDEO_CONTENT_TYPES[served];
