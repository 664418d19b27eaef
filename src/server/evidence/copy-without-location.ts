import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import sharp from 'sharp';
import { PHOTO_MAX_MEGAPIXELS } from '#shared/photos/photo-schemas';

/** Close to the original's detail; the copy is evidence, not a preview. */
const JPEG_QUALITY = 92;

/**
 * A full-size copy of an original photo without any metadata (GPS, camera, everything), in the
 * original's format, its EXIF orientation applied so it looks as the original does. Made as the
 * bundle streams: sharp holds one photo at a time, and the bytes are hashed on their way into the
 * ZIP like any other file.
 */
export async function* copyWithoutLocation(
  original: ReadableStream<Uint8Array>,
  contentType: string,
): AsyncGenerator<Uint8Array> {
  const source = Readable.fromWeb(original as WebReadableStream<Uint8Array>);
  const encoder = sharp({ limitInputPixels: PHOTO_MAX_MEGAPIXELS * 1_000_000 }).rotate();
  if (contentType === 'image/png') encoder.png();
  else if (contentType === 'image/webp') encoder.webp({ quality: JPEG_QUALITY });
  else encoder.jpeg({ quality: JPEG_QUALITY });
  source.on('error', (error) => encoder.destroy(error));
  try {
    yield* source.pipe(encoder);
  } finally {
    // Stopping early (a failure, a closed download) must still close the original file.
    source.destroy();
    encoder.destroy();
  }
}
