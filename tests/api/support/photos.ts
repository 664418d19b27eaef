import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { photos } from '#server/platform/db/schema/photos';
import { photoFileKey, photoFolder } from '#server/photos/photo-keys';
import type { TestApp } from './test-app';
import type { Visitor } from './visitor';

/** A real JPEG as a phone sends it: a camera time, its UTC offset, and where it was taken. */
export function jpegWithExifAndGps() {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8aa6c1' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD2: { DateTimeOriginal: '2026:03:01 09:15:00', OffsetTimeOriginal: '-05:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 53/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '77/1 2/1 0/1',
      },
    })
    .toBuffer();
}

export function plainPng() {
  return sharp({ create: { width: 640, height: 480, channels: 4, background: '#d0c0b0' } })
    .png()
    .toBuffer();
}

export function uploadForm(
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new File([Buffer.from(file.bytes)], file.name, { type: file.type }));
  return form;
}

export function uploadPhoto(
  visitor: Visitor,
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name?: string; type?: string },
) {
  return visitor.request(
    'POST',
    '/api/photos',
    uploadForm(fields, {
      name: file.name ?? 'photo.jpg',
      type: file.type ?? 'image/jpeg',
      bytes: file.bytes,
    }),
  );
}

export async function createProperty(visitor: Visitor, name = 'Maple Court 4B') {
  const reply = await visitor.post('/api/properties', { name });
  if (reply.status !== 201) throw new Error(`Could not create a property: ${JSON.stringify(reply.body)}`);
  return reply.body.property as { id: string; name: string };
}

/**
 * Photos written straight to the database and the file store, as many as a test needs without
 * uploading each: every one with the same display file when `file` is given, none otherwise.
 */
export async function insertPhotos(
  t: TestApp,
  userId: string,
  propertyId: string,
  count: number,
  file?: { large: Buffer; thumb: Buffer },
) {
  const rows = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    return {
      id,
      userId,
      propertyId,
      stage: i % 2 === 0 ? ('move-in' as const) : ('move-out' as const),
      area: 'Hall',
      storageKey: photoFolder(userId, id),
      originalName: `IMG_${i}.jpg`,
      contentType: 'image/jpeg',
      byteSize: 1000,
      width: 1600,
      height: 1200,
      sha256: randomBytes(32).toString('hex'),
      receivedAt: new Date(Date.now() - (count - i) * 1000),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(photos).values(rows.slice(i, i + 500));
  if (file) {
    for (const row of rows) {
      await t.services.files.put(photoFileKey(row.storageKey, 'large'), file.large);
      await t.services.files.put(photoFileKey(row.storageKey, 'thumb'), file.thumb);
    }
  }
  return rows;
}
