import { z } from 'zod';
import { photoMarkupSchema } from './markup-schemas';
import { multiLineText, singleLineText } from '#shared/text';

/**
 * Move-in and move-out evidence, photos attached to a maintenance item, and the before and after
 * photos of an amenity in the amenity log (docs/product.md §27).
 */
export const PHOTO_STAGES = [
  'move-in',
  'move-out',
  'maintenance',
  'amenity-before',
  'amenity-after',
] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

/** The stages of a photo that belongs to an amenity, never to the home's condition. */
export const AMENITY_STAGES = ['amenity-before', 'amenity-after'] as const satisfies readonly PhotoStage[];
export type AmenityStage = (typeof AMENITY_STAGES)[number];

export function isAmenityStage(stage: PhotoStage): stage is AmenityStage {
  return (AMENITY_STAGES as readonly PhotoStage[]).includes(stage);
}

/**
 * The stages a report's photo section counts and the owner's evidence bundle holds: as before the
 * amenity log, whose photos stay with their amenity. The one definition of a photo logged, the
 * dashboard's 'Total Photos Logged' and Reports' 'Photos Logged' alike (issue 34, item 5); the
 * server's SQL is `isLoggedPhoto` and `loggedPhotoRollupsOf`.
 */
export const REPORTED_STAGES = [
  'move-in',
  'move-out',
  'maintenance',
] as const satisfies readonly PhotoStage[];
export type ReportedStage = (typeof REPORTED_STAGES)[number];

/**
 * The stages that are evidence of the home's condition: what a share link, a condition report and
 * the comparison show (a maintenance photo belongs to its item, not to the home's condition).
 */
export const EVIDENCE_STAGES = ['move-in', 'move-out'] as const satisfies readonly PhotoStage[];
export type EvidenceStage = (typeof EVIDENCE_STAGES)[number];

export function isEvidenceStage(stage: PhotoStage): stage is EvidenceStage {
  return (EVIDENCE_STAGES as readonly PhotoStage[]).includes(stage);
}

export const PHOTO_STAGE_LABELS: Record<PhotoStage, string> = {
  'move-in': 'Move-In',
  'move-out': 'Move-Out',
  maintenance: 'Maintenance',
  'amenity-before': 'Amenity (before)',
  'amenity-after': 'Amenity (after)',
};

/** Checked on the bytes, not the name: the picker, the error and the server say the same. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_TYPES_LABEL = 'JPEG, PNG or WebP';
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;
export const PHOTO_MAX_MEGAPIXELS = 50;
export const PHOTO_LIMITS_LABEL = `${PHOTO_TYPES_LABEL}, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB and ${PHOTO_MAX_MEGAPIXELS} megapixels each`;

export const AREA_MAX = 80;
export const NOTES_MAX = 2000;

export const PHOTO_MESSAGES = {
  missing: 'Please select a property and an image.',
  unsupportedType: `This file is not a ${PHOTO_TYPES_LABEL} image. Please choose a photo in one of those formats.`,
  tooLarge: `This photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  tooManyPixels: `This photo has more than ${PHOTO_MAX_MEGAPIXELS} megapixels. Please choose a smaller one.`,
  corrupt: 'This image is damaged or incomplete and could not be read. Please take or choose it again.',
  hashMismatch:
    'This photo changed on its way from your device: the SHA-256 your device computed does not match the file that arrived. Nothing was saved. Please upload it again.',
} as const;

/** A SHA-256 as hex, the way the device and the server both write it. */
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The text fields sent with each photo. */
export const photoFieldsSchema = z
  .object({
    propertyId: z.uuid(PHOTO_MESSAGES.missing),
    stage: z.enum(PHOTO_STAGES, { error: 'Please choose move-in or move-out.' }),
    maintenanceItemId: z.uuid('Unknown maintenance item.').optional(),
    amenityId: z.uuid('Unknown amenity.').optional(),
    // The walkthrough slot the photo was taken for (docs/product.md §6.4).
    walkthroughShotId: z.uuid('Unknown walkthrough shot.').optional(),
    // The condition-report item the photo shows (docs/product.md §34).
    inspectionItemId: z.uuid('Unknown condition report item.').optional(),
    area: singleLineText({ label: 'Area', max: AREA_MAX }).default(''),
    notes: multiLineText({ label: 'Notes', max: NOTES_MAX }).default(''),
    // Computed on the device before sending (docs/product.md §6.2): the server refuses the photo if
    // the bytes it received hash otherwise.
    deviceSha256: z
      .string()
      .trim()
      .toLowerCase()
      .regex(SHA256_HEX, "The device's SHA-256 must be 64 hexadecimal characters.")
      .optional(),
    // The device's own clock when the photo was taken or chosen: kept beside the server's receipt
    // and the camera's EXIF time, and shown as the device's, never as proof.
    deviceCapturedAt: z.iso
      .datetime({ offset: true, error: "The device's capture time must be an ISO 8601 date and time." })
      .optional(),
  })
  .refine((fields) => (fields.stage === 'maintenance') === Boolean(fields.maintenanceItemId), {
    path: ['maintenanceItemId'],
    message: 'A maintenance photo belongs to one maintenance item.',
  })
  .refine((fields) => isAmenityStage(fields.stage) === Boolean(fields.amenityId), {
    path: ['amenityId'],
    message: 'An amenity photo belongs to one amenity.',
  })
  .refine((fields) => !fields.walkthroughShotId || isEvidenceStage(fields.stage), {
    path: ['walkthroughShotId'],
    message: 'Only a move-in or move-out photo can be taken for a walkthrough shot.',
  })
  .refine((fields) => !fields.inspectionItemId || isEvidenceStage(fields.stage), {
    path: ['inspectionItemId'],
    message: 'Only a move-in or move-out photo can show a condition report item.',
  });

export type PhotoFields = z.output<typeof photoFieldsSchema>;

export const photoListQuerySchema = z.object({
  propertyId: z.uuid('Unknown property.').optional(),
  stage: z.enum(PHOTO_STAGES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/**
 * The independent proof of when a file was received (decision 039): the time a Time-Stamping
 * Authority stamped its batch, or pending until one does, or not set up when the server has no TSA
 * configured.
 */
export const photoTimestampSchema = z
  .discriminatedUnion('status', [
    z.object({
      status: z.literal('stamped'),
      tsa: z.string().describe("The TSA's name."),
      at: z.iso.datetime().describe("The TSA's time (ISO 8601, UTC)."),
    }),
    z.object({ status: z.literal('pending') }),
    z.object({ status: z.literal('not-configured') }),
  ])
  .meta({
    id: 'FileTimestamp',
    description:
      'The independent proof of when a photo or document was received: stamped by a Time-Stamping Authority, pending until one stamps its batch, or not set up on this server.',
  });
export type PhotoTimestamp = z.infer<typeof photoTimestampSchema>;

const photoUrl = z.string().describe('A path on this server; send the same API key to fetch it.');

/** A photo as the API presents it: the three facts that make it evidence, and where to see it. */
export const photoSchema = z
  .object({
    id: z.uuid(),
    propertyId: z.uuid(),
    maintenanceItemId: z.uuid().nullable(),
    amenityId: z.uuid().nullable(),
    walkthroughShotId: z
      .uuid()
      .nullable()
      .describe('The walkthrough shot a move-in or move-out photo was taken for, if any.'),
    inspectionItemId: z
      .uuid()
      .nullable()
      .describe('The condition report item a move-in or move-out photo shows, if any.'),
    propertyName: z.string(),
    propertyKind: z
      .enum(['home', 'stay'])
      .describe(
        "A home, or a Travel Mode stay whose 'move-in' and 'move-out' photos are its check-in and check-out.",
      ),
    stage: z.enum(PHOTO_STAGES),
    area: z.string(),
    notes: z.string(),
    receivedAt: z.iso.datetime().describe('When the server received the file (ISO 8601, UTC).'),
    // Not z.iso.datetime(): a camera that recorded no UTC offset gives a wall-clock time without one.
    capturedAt: z
      .string()
      .nullable()
      .describe(
        "When the camera took it, from EXIF: with the camera's UTC offset when it recorded one (`2024-05-01T10:20:30+02:00`), otherwise the camera's wall-clock time (`2024-05-01T10:20:30`).",
      ),
    deviceCapturedAt: z.iso
      .datetime()
      .nullable()
      .describe(
        "The device's clock when the photo was taken or chosen (ISO 8601, UTC), as the device said: its owner's claim, unlike the received time. Null for photos sent without it.",
      ),
    sha256: z.string().describe('SHA-256 of the original bytes, hex.'),
    contentType: z.string().describe("The original's type, decided from its bytes."),
    originalName: z.string(),
    byteSize: z.int().describe("The original's size in bytes."),
    width: z.int(),
    height: z.int(),
    urls: z
      .object({ thumb: photoUrl, large: photoUrl, original: photoUrl })
      .describe('The display sizes (WebP, every metadata field dropped) and the original bytes as received.'),
    timestamp: photoTimestampSchema,
    markup: photoMarkupSchema.nullable().describe("The renter's drawing over the photo, if any."),
  })
  .meta({
    id: 'Photo',
    description:
      'A photo as evidence: when the server received it, when the camera took it, the SHA-256 of its bytes, and where to see it.',
  });
export type Photo = z.infer<typeof photoSchema>;
