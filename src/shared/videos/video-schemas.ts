import { z } from 'zod';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import { singleLineText } from '#shared/text';
import { AREA_MAX } from '#shared/photos/photo-schemas';

/**
 * Short video clips of a room or an item (docs/product.md §34). The limits keep a clip a clip: long
 * enough to pan a room or show a tap that drips, short enough to upload from a phone.
 */
export const VIDEO_CONTAINERS = ['mp4', 'webm', 'mov'] as const;
export type VideoContainer = (typeof VIDEO_CONTAINERS)[number];
export const VIDEO_CONTENT_TYPES: Record<VideoContainer, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};
export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov';
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const VIDEO_MAX_SECONDS = 120;
export const VIDEO_LIMITS_LABEL = `MP4, WebM or MOV, up to ${VIDEO_MAX_BYTES / 1024 / 1024} MB and ${VIDEO_MAX_SECONDS / 60} minutes each`;

export const VIDEO_MESSAGES = {
  missing: 'Please select a property and a video.',
  unsupportedType:
    'This file is not an MP4, WebM or MOV video. Please choose a clip in one of those formats.',
  tooLarge: `This video is larger than ${VIDEO_MAX_BYTES / 1024 / 1024} MB. Please choose a shorter clip.`,
  tooLong: `This video is longer than ${VIDEO_MAX_SECONDS / 60} minutes. Please choose a shorter clip.`,
  corrupt:
    'This video is damaged or has no picture, and could not be read. Please record or choose it again.',
  hashMismatch:
    'This video changed on its way from your device: the SHA-256 your device computed does not match the file that arrived. Nothing was saved. Please upload it again.',
  unavailable: 'Video is not available on this server right now. Please try again later.',
} as const;

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The text fields sent with a video (multipart, beside the file). */
export const videoFieldsSchema = z.object({
  propertyId: z.uuid(VIDEO_MESSAGES.missing),
  stage: z.enum(EVIDENCE_STAGES, { error: 'Please choose move-in or move-out.' }),
  area: singleLineText({ label: 'Area', max: AREA_MAX }).default(''),
  inspectionItemId: z.uuid('Unknown condition report item.').optional(),
  deviceSha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(SHA256_HEX, "The device's SHA-256 must be 64 hexadecimal characters.")
    .optional(),
  deviceCapturedAt: z.iso
    .datetime({ offset: true, error: "The device's capture time must be an ISO 8601 date and time." })
    .optional(),
});
export type VideoFields = z.output<typeof videoFieldsSchema>;

export const videoListQuerySchema = z.object({
  propertyId: z.uuid('Unknown property.').optional(),
  stage: z.enum(EVIDENCE_STAGES).optional(),
});

const videoUrl = z.string().describe('A path on this server.');

export const videoSchema = z
  .object({
    id: z.uuid(),
    propertyId: z.uuid(),
    stage: z.enum(EVIDENCE_STAGES),
    area: z.string(),
    inspectionItemId: z.uuid().nullable(),
    originalName: z.string(),
    contentType: z.string().describe("The original's type, decided from its bytes."),
    byteSize: z.int().describe("The original's size in bytes."),
    durationMs: z.int(),
    width: z.int(),
    height: z.int(),
    sha256: z.string().describe('SHA-256 of the original bytes, hex.'),
    receivedAt: z.iso.datetime().describe('When the server received the file (ISO 8601, UTC).'),
    capturedAt: z.iso
      .datetime()
      .nullable()
      .describe("The container's creation time, when the camera wrote one (ISO 8601, UTC)."),
    deviceCapturedAt: z.iso.datetime().nullable(),
    urls: z
      .object({ poster: videoUrl, stream: videoUrl, original: videoUrl })
      .describe(
        'A poster frame (WebP), the clip to play (every metadata field, location included, dropped; HTTP range requests) and the original bytes as received.',
      ),
  })
  .meta({
    id: 'Video',
    description: 'A video clip as evidence: when it was received and taken, and its SHA-256.',
  });
export type Video = z.infer<typeof videoSchema>;
