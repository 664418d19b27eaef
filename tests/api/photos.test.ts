import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '#shared/photos/photo-schemas';
import { signedInRenter } from './support/accounts';
import { createProperty, jpegWithExifAndGps, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(visitor: Visitor, url: string) {
  const response = await t.app.request(url, { headers: { cookie: visitor.cookieHeader } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

function storedFilesOf(userId: string) {
  const folder = path.join(t.dataDir, 'files', 'users', userId, 'photos');
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe('uploading a photo', () => {
  it('keeps the original untouched with its hash, receive time and camera time, and derives sizes without GPS', async () => {
    const { visitor } = await signedInRenter(t, 'jpeg');
    const property = await createProperty(visitor);
    const jpeg = await jpegWithExifAndGps();
    expect(await exifr.gps(jpeg)).toMatchObject({ latitude: expect.closeTo(38.88, 1) });
    const before = Date.now();

    const reply = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', area: 'Kitchen', notes: 'Counter scratch' },
      { bytes: jpeg, name: 'IMG_0001.jpg' },
    );
    expect(reply.status).toBe(201);
    const photo = reply.body.photo;
    expect(photo).toMatchObject({
      propertyId: property.id,
      propertyName: 'Maple Court 4B',
      stage: 'move-in',
      area: 'Kitchen',
      notes: 'Counter scratch',
      capturedAt: '2026-03-01T09:15:00-05:00',
      sha256: sha256(jpeg),
      contentType: 'image/jpeg',
      originalName: 'IMG_0001.jpg',
      byteSize: jpeg.byteLength,
      width: 1600,
      height: 1200,
    });
    expect(Date.parse(photo.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(reply.body)).not.toMatch(/storage|users\//);

    const original = await bytesOf(visitor, photo.urls.original);
    expect(original.status).toBe(200);
    expect(sha256(original.bytes)).toBe(sha256(jpeg));
    expect(original.headers.get('content-disposition')).toContain('attachment; filename="IMG_0001.jpg"');

    for (const variant of ['thumb', 'large'] as const) {
      const derived = await bytesOf(visitor, photo.urls[variant]);
      expect(derived.status).toBe(200);
      expect(derived.type).toBe('image/webp');
      expect(derived.headers.get('cache-control')).toContain('private');
      expect(await exifr.gps(Buffer.from(derived.bytes)).catch(() => undefined)).toBeUndefined();
      const meta = await sharp(derived.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(
        variant === 'thumb' ? 480 : 1600,
      );
    }
  });

  it('accepts a PNG without camera time', async () => {
    const { visitor } = await signedInRenter(t, 'png');
    const property = await createProperty(visitor);
    const png = await plainPng();
    const reply = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-out' },
      { bytes: png, name: 'room.png', type: 'image/png' },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.photo).toMatchObject({
      contentType: 'image/png',
      capturedAt: null,
      stage: 'move-out',
      area: '',
      sha256: sha256(png),
    });
  });

  it('accepts a WebP', async () => {
    const { visitor } = await signedInRenter(t, 'webp');
    const property = await createProperty(visitor);
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const reply = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in' },
      { bytes: webp, name: 'a.webp', type: 'image/webp' },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.photo.contentType).toBe('image/webp');
  });

  it.each([
    [
      'a file that lies about its type',
      async () => ({
        bytes: new TextEncoder().encode('MZ\u0090 this is a program, not a photo'),
        name: 'photo.jpg',
        type: 'image/jpeg',
      }),
      415,
      'UNSUPPORTED_PHOTO_TYPE',
    ],
    [
      'a GIF',
      async () => ({
        bytes: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
        name: 'a.gif',
        type: 'image/gif',
      }),
      415,
      'UNSUPPORTED_PHOTO_TYPE',
    ],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await jpegWithExifAndGps();
        return { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), name: 'cut.jpg', type: 'image/jpeg' };
      },
      422,
      'CORRUPT_PHOTO',
    ],
    [
      'a file over the size limit',
      async () => {
        const bytes = new Uint8Array(PHOTO_MAX_BYTES + 1);
        bytes.set([0xff, 0xd8, 0xff]);
        return { bytes, name: 'huge.jpg', type: 'image/jpeg' };
      },
      413,
      'PHOTO_TOO_LARGE',
    ],
    [
      'an image over the pixel limit',
      async () => ({
        bytes: await sharp({ create: { width: 10_000, height: 5_100, channels: 3, background: '#000' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        name: 'wide.png',
        type: 'image/png',
      }),
      413,
      'PHOTO_TOO_MANY_PIXELS',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_, makeFile, status, code) => {
    const { visitor, userId } = await signedInRenter(t, 'badfile');
    const property = await createProperty(visitor);
    const reply = await uploadPhoto(visitor, { propertyId: property.id, stage: 'move-in' }, await makeFile());
    expect(reply.status).toBe(status);
    expect(reply.body.error.code).toBe(code);
    expect(reply.body.error.message.length).toBeGreaterThan(20);
    expect((await visitor.get('/api/photos')).body.photos).toHaveLength(0);
    expect(storedFilesOf(userId)).toEqual([]);
  });

  it.each([
    ['no file', { stage: 'move-in' }, false, 'Please select a property and an image.'],
    ['no property', { stage: 'move-in', propertyId: '' }, true, 'Please select a property and an image.'],
    ['an unknown stage', { stage: 'sideways' }, true, 'Please choose move-in or move-out.'],
    [
      'a maintenance photo without its item',
      { stage: 'maintenance' },
      true,
      'A maintenance photo belongs to one maintenance item.',
    ],
  ])('refuses %s', async (_, fields, withFile, message) => {
    const { visitor } = await signedInRenter(t, 'badfields');
    const property = await createProperty(visitor);
    const form = new FormData();
    for (const [key, value] of Object.entries({ propertyId: property.id, ...fields })) form.set(key, value);
    if (withFile) form.set('file', new File([Buffer.from(await plainPng())], 'a.png', { type: 'image/png' }));
    const reply = await visitor.request('POST', '/api/photos', form);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
  });

  // The form is read ahead of the handler (src/server/http/stream-upload-form.ts); its failure
  // must still reach the person as the handler words it, whether or not a key is sent.
  it.each([
    ['without an Idempotency-Key', {}],
    ['with an Idempotency-Key', { 'Idempotency-Key': 'unreadable-form-1' }],
  ])('refuses a form it cannot read %s, and stores nothing', async (_, key) => {
    const { visitor, userId } = await signedInRenter(t, 'unreadable');
    await createProperty(visitor);
    const reply = await visitor.request('POST', '/api/photos', 'not the parts the boundary promised', {
      'content-type': 'multipart/form-data; boundary=----nothing-like-this',
      ...key,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      code: 'INVALID_UPLOAD',
      message: 'The upload could not be read. Please try again.',
    });
    expect((await visitor.get('/api/photos')).body.photos).toHaveLength(0);
    expect(storedFilesOf(userId)).toEqual([]);
  });
});

describe('what the device says of a photo (docs/product.md §6.2)', () => {
  it("keeps a photo whose device SHA-256 matches, with the device's time beside the other two", async () => {
    const { visitor } = await signedInRenter(t, 'device-facts');
    const property = await createProperty(visitor);
    const jpeg = await jpegWithExifAndGps();
    const reply = await uploadPhoto(
      visitor,
      {
        propertyId: property.id,
        stage: 'move-in',
        deviceSha256: sha256(jpeg).toUpperCase(),
        deviceCapturedAt: '2026-03-01T15:16:00.000+01:00',
      },
      { bytes: jpeg },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.photo).toMatchObject({
      sha256: sha256(jpeg),
      capturedAt: '2026-03-01T09:15:00-05:00',
      deviceCapturedAt: '2026-03-01T14:16:00.000Z',
    });
    const listed = (await visitor.get(`/api/photos/${reply.body.photo.id}`)).body.photo;
    expect(listed.deviceCapturedAt).toBe('2026-03-01T14:16:00.000Z');

    const without = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in' },
      { bytes: jpeg },
    );
    expect(without.body.photo.deviceCapturedAt).toBeNull();
  });

  it('refuses a photo whose bytes hash otherwise than the device said, and keeps nothing of it', async () => {
    const { visitor, userId } = await signedInRenter(t, 'device-mismatch');
    const property = await createProperty(visitor);
    const jpeg = await jpegWithExifAndGps();
    const changed = Uint8Array.from(jpeg);
    changed[changed.length - 3] = (changed[changed.length - 3] ?? 0) ^ 0xff;
    const reply = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', deviceSha256: sha256(jpeg) },
      { bytes: changed },
    );
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({
      code: 'PHOTO_HASH_MISMATCH',
      message: expect.stringContaining('Nothing was saved'),
    });
    expect((await visitor.get('/api/photos')).body.photos).toHaveLength(0);
    expect(storedFilesOf(userId)).toEqual([]);
  });

  it.each([
    [
      'a device SHA-256 that is not one',
      { deviceSha256: 'abc123' },
      "The device's SHA-256 must be 64 hexadecimal characters.",
    ],
    [
      'a device time that is not one',
      { deviceCapturedAt: 'yesterday' },
      "The device's capture time must be an ISO 8601 date and time.",
    ],
  ])('refuses %s, and keeps nothing', async (_, fields, message) => {
    const { visitor, userId } = await signedInRenter(t, 'device-bad');
    const property = await createProperty(visitor);
    const reply = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', ...fields },
      { bytes: await jpegWithExifAndGps() },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
    expect(storedFilesOf(userId)).toEqual([]);
  });
});

describe('listing photos', () => {
  it('filters by property and stage, newest first, page by page', async () => {
    const { visitor } = await signedInRenter(t, 'list');
    const flat = await createProperty(visitor, 'Flat');
    const house = await createProperty(visitor, 'House');
    const png = await plainPng();
    for (const [property, stage, area] of [
      [flat, 'move-in', 'Kitchen'],
      [flat, 'move-in', 'Bath'],
      [flat, 'move-out', 'Kitchen'],
      [house, 'move-in', 'Porch'],
    ] as const) {
      expect(
        (
          await uploadPhoto(
            visitor,
            { propertyId: property.id, stage, area },
            { bytes: png, type: 'image/png', name: 'p.png' },
          )
        ).status,
      ).toBe(201);
    }
    const all = await visitor.get('/api/photos');
    expect(all.body.photos.map((p: { area: string }) => p.area)).toEqual([
      'Porch',
      'Kitchen',
      'Bath',
      'Kitchen',
    ]);
    expect(all.body.nextCursor).toBeNull();

    const flatMoveIn = await visitor.get(`/api/photos?propertyId=${flat.id}&stage=move-in`);
    expect(flatMoveIn.body.photos.map((p: { area: string }) => p.area)).toEqual(['Bath', 'Kitchen']);

    const first = await visitor.get('/api/photos?limit=3');
    expect(first.body.photos).toHaveLength(3);
    const second = await visitor.get(`/api/photos?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.photos.map((p: { area: string }) => p.area)).toEqual(['Kitchen']);
    expect(second.body.nextCursor).toBeNull();

    expect((await visitor.get('/api/photos?cursor=garbage')).body.error.code).toBe('INVALID_CURSOR');
    expect((await visitor.get('/api/photos?limit=1000')).status).toBe(400);
    expect((await visitor.get('/api/photos?stage=sideways')).status).toBe(400);
  });

  it('pairs move-in and move-out photos by area for the comparison', async () => {
    const { visitor } = await signedInRenter(t, 'compare');
    const flat = await createProperty(visitor, 'Flat');
    const png = await plainPng();
    await uploadPhoto(
      visitor,
      { propertyId: flat.id, stage: 'move-in', area: 'Kitchen' },
      { bytes: png, type: 'image/png' },
    );
    await uploadPhoto(
      visitor,
      { propertyId: flat.id, stage: 'move-out', area: ' kitchen' },
      { bytes: png, type: 'image/png' },
    );
    await uploadPhoto(
      visitor,
      { propertyId: flat.id, stage: 'move-out', area: 'Bedroom' },
      { bytes: png, type: 'image/png' },
    );
    const reply = await visitor.get(`/api/properties/${flat.id}/comparison`);
    expect(reply.status).toBe(200);
    expect(
      reply.body.areas.map((a: { area: string; moveIn: unknown[]; moveOut: unknown[] }) => [
        a.area,
        a.moveIn.length,
        a.moveOut.length,
      ]),
    ).toEqual([
      ['Kitchen', 1, 1],
      ['Bedroom', 0, 1],
    ]);
  });
});

describe('deleting a photo', () => {
  it('removes its row and its files', async () => {
    const { visitor, userId } = await signedInRenter(t, 'delete');
    const property = await createProperty(visitor);
    const photo = (
      await uploadPhoto(
        visitor,
        { propertyId: property.id, stage: 'move-in' },
        { bytes: await plainPng(), type: 'image/png' },
      )
    ).body.photo;
    expect(storedFilesOf(userId)).toEqual([photo.id]);
    expect((await visitor.delete(`/api/photos/${photo.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/photos/${photo.id}`)).status).toBe(404);
    expect((await bytesOf(visitor, photo.urls.original)).status).toBe(404);
    expect(storedFilesOf(userId)).toEqual([]);
  });
});

describe("another user's photos", () => {
  it('answer 404 for the record and every file, and cannot be deleted or uploaded into', async () => {
    const owner = await signedInRenter(t, 'owner');
    const intruder = await signedInRenter(t, 'intruder');
    const property = await createProperty(owner.visitor);
    const photo = (
      await uploadPhoto(
        owner.visitor,
        { propertyId: property.id, stage: 'move-in' },
        { bytes: await plainPng(), type: 'image/png' },
      )
    ).body.photo;

    expect((await intruder.visitor.get(`/api/photos/${photo.id}`)).status).toBe(404);
    for (const url of Object.values(photo.urls) as string[])
      expect((await bytesOf(intruder.visitor, url)).status).toBe(404);
    expect((await intruder.visitor.delete(`/api/photos/${photo.id}`)).status).toBe(404);
    expect((await intruder.visitor.get(`/api/photos?propertyId=${property.id}`)).status).toBe(404);
    const into = await uploadPhoto(
      intruder.visitor,
      { propertyId: property.id, stage: 'move-in' },
      { bytes: await plainPng(), type: 'image/png' },
    );
    expect(into.status).toBe(404);
    expect((await owner.visitor.get('/api/photos')).body.photos).toHaveLength(1);
  });

  it('need a session', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/photos')).status).toBe(401);
    expect((await anonymous.get('/api/photos/00000000-0000-4000-8000-000000000000/original')).status).toBe(
      401,
    );
  });
});

describe('ids named in an upload or a filter', () => {
  const png = async () => ({ bytes: await plainPng(), type: 'image/png' });

  it("refuse another renter's maintenance item with 404, as for a missing one, and leave their item as it was", async () => {
    const owner = await signedInRenter(t, 'itemowner');
    const intruder = await signedInRenter(t, 'itemintruder');
    const theirs = await createProperty(owner.visitor, 'Theirs');
    const item = (await owner.visitor.post('/api/maintenance', { propertyId: theirs.id, item: 'Leak' })).body
      .item;
    const mine = await createProperty(intruder.visitor, 'Mine');

    const foreign = await uploadPhoto(
      intruder.visitor,
      { propertyId: mine.id, stage: 'maintenance', maintenanceItemId: item.id },
      await png(),
    );
    const unknown = await uploadPhoto(
      intruder.visitor,
      { propertyId: mine.id, stage: 'maintenance', maintenanceItemId: crypto.randomUUID() },
      await png(),
    );
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect((await owner.visitor.get(`/api/maintenance/${item.id}`)).body.item.photoCount).toBe(0);
    expect((await owner.visitor.get(`/api/properties/${theirs.id}`)).body.property.photoCount).toBe(0);
    expect((await intruder.visitor.get('/api/photos')).body.photos).toEqual([]);
    expect(storedFilesOf(intruder.userId)).toEqual([]);
  });

  it("refuse another renter's property with 404 for a move-in photo, as for a missing one", async () => {
    const owner = await signedInRenter(t, 'propowner');
    const intruder = await signedInRenter(t, 'propintruder');
    const theirs = await createProperty(owner.visitor, 'Theirs');
    const foreign = await uploadPhoto(
      intruder.visitor,
      { propertyId: theirs.id, stage: 'move-in' },
      await png(),
    );
    const unknown = await uploadPhoto(
      intruder.visitor,
      { propertyId: crypto.randomUUID(), stage: 'move-in' },
      await png(),
    );
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(unknown.body);
    expect((await owner.visitor.get(`/api/properties/${theirs.id}`)).body.property.photoCount).toBe(0);
    expect(storedFilesOf(intruder.userId)).toEqual([]);
  });

  it("refuse a maintenance item of the renter's other property with 400 and store nothing", async () => {
    const { visitor, userId } = await signedInRenter(t, 'itemmismatch');
    const flat = await createProperty(visitor, 'Flat');
    const cottage = await createProperty(visitor, 'Cottage');
    const item = (await visitor.post('/api/maintenance', { propertyId: flat.id, item: 'Leak' })).body.item;
    const reply = await uploadPhoto(
      visitor,
      { propertyId: cottage.id, stage: 'maintenance', maintenanceItemId: item.id },
      await png(),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'That maintenance item belongs to another property. Choose its property or another item.',
    });
    expect((await visitor.get(`/api/maintenance/${item.id}`)).body.item.photoCount).toBe(0);
    expect(storedFilesOf(userId)).toEqual([]);
  });

  it("answer 404 when filtering by another renter's property, as for a missing one", async () => {
    const owner = await signedInRenter(t, 'filterowner');
    const intruder = await signedInRenter(t, 'filterintruder');
    const theirs = await createProperty(owner.visitor, 'Theirs');
    await uploadPhoto(owner.visitor, { propertyId: theirs.id, stage: 'move-in' }, await png());
    const foreign = await intruder.visitor.get(`/api/photos?propertyId=${theirs.id}`);
    const unknown = await intruder.visitor.get(`/api/photos?propertyId=${crypto.randomUUID()}`);
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(unknown.body);
  });
});

describe("a photo's received time", () => {
  const FIXED = new Date('2026-02-03T04:05:06.789Z');
  let pinned: TestApp;
  beforeAll(async () => {
    pinned = await createTestApp({ clock: { now: () => FIXED } });
  });
  afterAll(() => pinned.close());

  it("is the app's clock, the one every other evidence time follows", async () => {
    const { visitor } = await signedInRenter(pinned);
    const property = await createProperty(visitor);
    const reply = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in' },
      { bytes: await plainPng(), name: 'room.png', type: 'image/png' },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.photo.receivedAt).toBe(FIXED.toISOString());
    expect((await visitor.get(`/api/photos/${reply.body.photo.id}`)).body.photo.receivedAt).toBe(
      FIXED.toISOString(),
    );
  });
});
