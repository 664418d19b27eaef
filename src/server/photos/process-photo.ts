import { createHash } from 'node:crypto';
import exifr from 'exifr';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MAX_MEGAPIXELS, PHOTO_MESSAGES } from '#shared/photos/photo-schemas';
import { Rejection } from '#server/platform/lib/rejection';

export const THUMB_SIZE = 480;
export const LARGE_SIZE = 1600;
const MAX_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;
// Encoding the display sizes is most of an upload's time; effort 2 of 6 is a third faster than the
// default for files a few percent larger (bench/photo-processing.ts).
const WEBP_EFFORT = 2;

export type ProcessedPhoto = {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  sha256: string;
  capturedAt: string | null;
  /** Display sizes: orientation applied, every metadata field (GPS included) dropped. */
  thumb: Buffer;
  large: Buffer;
};

/**
 * Checks an upload by its bytes and derives what we keep about it. The original is never
 * re-encoded: the caller stores `bytes` as they came, and the hash is of those bytes.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  if (bytes.byteLength > PHOTO_MAX_BYTES)
    throw new Rejection('too-large', 'PHOTO_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw new Rejection('unsupported-type', 'UNSUPPORTED_PHOTO_TYPE', PHOTO_MESSAGES.unsupportedType);

  // 'truncated' rejects incomplete files without refusing the harmless warnings phones produce.
  const image = () => sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PIXELS });
  // The header alone says how large the image is, so the pixel limit is told apart from damage.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new Rejection('invalid', 'CORRUPT_PHOTO', PHOTO_MESSAGES.corrupt);
    });
  // As displayed, after the EXIF orientation.
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw new Rejection('invalid', 'CORRUPT_PHOTO', PHOTO_MESSAGES.corrupt);
  if (width * height > MAX_PIXELS)
    throw new Rejection('too-large', 'PHOTO_TOO_MANY_PIXELS', PHOTO_MESSAGES.tooManyPixels);

  const [thumb, large] = await Promise.all([
    image()
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover' })
      .webp({ quality: 78, effort: WEBP_EFFORT })
      .toBuffer(),
    image()
      .rotate()
      .resize(LARGE_SIZE, LARGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, effort: WEBP_EFFORT })
      .toBuffer(),
  ]).catch(() => {
    throw new Rejection('invalid', 'CORRUPT_PHOTO', PHOTO_MESSAGES.corrupt);
  });

  return {
    contentType,
    width,
    height,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    capturedAt: await readCaptureTime(bytes),
    thumb,
    large,
  };
}

export function sniffImageType(bytes: Uint8Array): ProcessedPhoto['contentType'] | null {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * The camera's DateTimeOriginal as written ("2024:05:01 10:20:30"), made ISO 8601. EXIF times carry
 * no zone; OffsetTimeOriginal, when the camera wrote it, makes the time exact.
 */
export async function readCaptureTime(bytes: Uint8Array): Promise<string | null> {
  let tags: Record<string, unknown> | undefined;
  try {
    // A view of the same memory: a copy of a 12 MP original is garbage to collect.
    tags = await exifr.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal', 'OffsetTime'],
      reviveValues: false,
    });
  } catch {
    return null;
  }
  const raw = tags?.DateTimeOriginal ?? tags?.CreateDate;
  if (typeof raw !== 'string') return null;
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(raw.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const local = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  if (Number.isNaN(Date.parse(local))) return null;
  const offset = tags?.OffsetTimeOriginal ?? tags?.OffsetTime;
  return typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim())
    ? `${local}${offset.trim()}`
    : local;
}
