import sharp from 'sharp';

/** A real JPEG with a camera time in its EXIF, as a phone would send it. */
export async function jpegWithExif(name: string, color: string, takenAt = '2026:01:15 10:12:40') {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: takenAt } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
