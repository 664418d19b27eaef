import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import { API_KEY_MESSAGES } from '#shared/api-keys/api-key-schemas';
import { PHOTO_MESSAGES } from '#shared/photos/photo-schemas';
import { signedInRenter } from '../support/accounts';
import { ApiClient, apiClientFor } from '../support/api-client';
import { jpegWithExifAndGps, plainPng, uploadForm } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Reply } from '../support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** The raw bytes of an answer: the client keeps them beside the parsed body. */
const bytesOf = (reply: Reply) => (reply as Reply & { bytes: Buffer }).bytes;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function propertyOf(api: ApiClient, name = 'Maple Court 4B') {
  const reply = await api.post('/api/v1/properties', { name });
  expect(reply.status).toBe(201);
  return reply.body.property.id as string;
}

function upload(
  api: ApiClient,
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name?: string; type?: string },
  headers?: Record<string, string>,
) {
  const form = uploadForm(fields, {
    bytes: file.bytes,
    name: file.name ?? 'photo.jpg',
    type: file.type ?? 'image/jpeg',
  });
  return api.post('/api/v1/photos', form, headers);
}

/** A renter with a key that may read, write and download originals, and one property. */
async function renterWithProperty(label: string) {
  const { userId } = await signedInRenter(t, label);
  const { api } = await apiClientFor(t, userId, { scopes: ['read', 'write', 'originals'] });
  return { userId, api, propertyId: await propertyOf(api) };
}

describe('/api/v1/photos', () => {
  it('uploads with a key as the app does, with its SHA-256, and presents /api/v1 file urls', async () => {
    const { api, propertyId } = await renterWithProperty('v1-photo-up');
    const jpeg = await jpegWithExifAndGps();
    const reply = await upload(
      api,
      { propertyId, stage: 'move-in', area: 'Kitchen', notes: 'Counter scratch', deviceSha256: sha256(jpeg) },
      { bytes: jpeg, name: 'IMG_0001.jpg' },
    );
    expect(reply.status).toBe(201);
    const photo = reply.body.photo;
    expect(photo).toMatchObject({
      propertyId,
      propertyName: 'Maple Court 4B',
      stage: 'move-in',
      area: 'Kitchen',
      notes: 'Counter scratch',
      sha256: sha256(jpeg),
      capturedAt: '2026-03-01T09:15:00-05:00',
      contentType: 'image/jpeg',
      originalName: 'IMG_0001.jpg',
      byteSize: jpeg.byteLength,
      width: 1600,
      height: 1200,
      timestamp: { status: 'not-configured' },
    });
    const base = `/api/v1/photos/${photo.id}`;
    expect(photo.urls).toEqual({
      thumb: `${base}/thumb`,
      large: `${base}/large`,
      original: `${base}/original`,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/storage|users\//);

    const read = await api.get(base);
    expect(read.status).toBe(200);
    expect(read.body.photo).toEqual(photo);
  });

  it('lists in cursor pages, newest first, filtered by property and stage', async () => {
    const { api, propertyId } = await renterWithProperty('v1-photo-list');
    const otherPropertyId = await propertyOf(api, 'Cedar Loft');
    const png = await plainPng();
    const ids: string[] = [];
    for (const [property, stage] of [
      [propertyId, 'move-in'],
      [propertyId, 'move-out'],
      [propertyId, 'move-in'],
      [otherPropertyId, 'move-in'],
    ] as const) {
      const reply = await upload(
        api,
        { propertyId: property, stage },
        { bytes: png, name: 'room.png', type: 'image/png' },
      );
      expect(reply.status).toBe(201);
      ids.push(reply.body.photo.id);
    }

    const first = await api.get('/api/v1/photos?limit=3');
    expect(first.status).toBe(200);
    expect(first.body.photos.map((p: { id: string }) => p.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api.get(`/api/v1/photos?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.photos.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
    expect(second.body.nextCursor).toBeNull();

    const filtered = await api.get(`/api/v1/photos?propertyId=${propertyId}&stage=move-in`);
    expect(filtered.body.photos.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[0]]);
    expect(filtered.body.photos[0].urls.thumb).toBe(`/api/v1/photos/${ids[2]}/thumb`);

    expect((await api.get('/api/v1/photos?limit=0')).status).toBe(400);
    expect((await api.get('/api/v1/photos?stage=kitchen')).status).toBe(400);
    const badCursor = await api.get('/api/v1/photos?cursor=nonsense');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error.code).toBe('INVALID_CURSOR');
  });

  it('serves display sizes as WebP without location, and the original only to a key with originals', async () => {
    const { userId, api, propertyId } = await renterWithProperty('v1-photo-files');
    const jpeg = await jpegWithExifAndGps();
    const photo = (await upload(api, { propertyId, stage: 'move-in' }, { bytes: jpeg, name: 'IMG_0002.jpg' }))
      .body.photo;

    for (const variant of ['thumb', 'large'] as const) {
      const reply = await api.get(photo.urls[variant]);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/webp');
      expect(reply.headers.get('cache-control')).toContain('private');
      const bytes = bytesOf(reply);
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(
        variant === 'thumb' ? 480 : 1600,
      );
    }

    const plain = (await apiClientFor(t, userId)).api;
    const refused = await plain.get(photo.urls.original);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'INSUFFICIENT_SCOPE',
      message: API_KEY_MESSAGES.originalsScope,
    });
    expect((await plain.get(photo.urls.thumb)).status).toBe(200);

    const original = await api.get(photo.urls.original);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('content-disposition')).toContain('attachment; filename="IMG_0002.jpg"');
    expect(sha256(bytesOf(original))).toBe(photo.sha256);
    // Byte for byte, so its location too: the reason the original needs its own scope.
    expect(await exifr.gps(bytesOf(original))).toMatchObject({ latitude: expect.closeTo(38.88, 1) });

    const unknownSize = await api.get(`/api/v1/photos/${photo.id}/huge`);
    expect(unknownSize.status).toBe(400);
    expect(unknownSize.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses what the app refuses, and keeps nothing of it', async () => {
    const { api, propertyId } = await renterWithProperty('v1-photo-refuse');
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const notImage = await upload(api, { propertyId, stage: 'move-in' }, { bytes: pdf, name: 'lease.jpg' });
    expect(notImage.status).toBe(415);
    expect(notImage.body.error).toEqual({
      code: 'UNSUPPORTED_PHOTO_TYPE',
      message: PHOTO_MESSAGES.unsupportedType,
    });

    const broken = (await plainPng()).subarray(0, 200);
    const corrupt = await upload(api, { propertyId, stage: 'move-in' }, { bytes: broken, type: 'image/png' });
    expect(corrupt.status).toBe(422);
    expect(corrupt.body.error.code).toBe('CORRUPT_PHOTO');

    const png = await plainPng();
    const mismatch = await upload(
      api,
      { propertyId, stage: 'move-in', deviceSha256: 'a'.repeat(64) },
      { bytes: png, type: 'image/png' },
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error).toEqual({
      code: 'PHOTO_HASH_MISMATCH',
      message: PHOTO_MESSAGES.hashMismatch,
    });

    const noFile = await api.post('/api/v1/photos', uploadFields({ propertyId, stage: 'move-in' }));
    expect(noFile.status).toBe(400);
    expect(noFile.body.error).toEqual({ code: 'VALIDATION_FAILED', message: PHOTO_MESSAGES.missing });

    const badStage = await upload(api, { propertyId, stage: 'kitchen' }, { bytes: png, type: 'image/png' });
    expect(badStage.status).toBe(400);
    expect(badStage.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please choose move-in or move-out.',
      details: [{ path: 'stage', message: 'Please choose move-in or move-out.' }],
    });

    const maintenanceWithoutItem = await upload(
      api,
      { propertyId, stage: 'maintenance' },
      { bytes: png, type: 'image/png' },
    );
    expect(maintenanceWithoutItem.status).toBe(400);
    expect(maintenanceWithoutItem.body.error.details).toEqual([
      { path: 'maintenanceItemId', message: 'A maintenance photo belongs to one maintenance item.' },
    ]);

    const list = await api.get('/api/v1/photos');
    expect(list.body.photos).toEqual([]);
  });

  it('answers a repeated upload with one Idempotency-Key once', async () => {
    const { api, propertyId } = await renterWithProperty('v1-photo-idem');
    const png = await plainPng();
    const headers = { 'idempotency-key': 'photo-upload-1' };
    const first = await upload(
      api,
      { propertyId, stage: 'move-in' },
      { bytes: png, type: 'image/png' },
      headers,
    );
    const again = await upload(
      api,
      { propertyId, stage: 'move-in' },
      { bytes: png, type: 'image/png' },
      headers,
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.photo.id).toBe(first.body.photo.id);
    expect((await api.get('/api/v1/photos')).body.photos).toHaveLength(1);
  });

  it("queues the photo.created webhook event for the owner's subscriptions", async () => {
    const { userId, api, propertyId } = await renterWithProperty('v1-photo-hook');
    const [subscription] = await t.db
      .insert(webhookSubscriptions)
      .values({ userId, url: 'https://example.com/hooks', events: ['photo.created'], secret: 'sealed' })
      .returning();
    const png = await plainPng();
    const photo = (
      await upload(api, { propertyId, stage: 'move-out', area: 'Hall' }, { bytes: png, type: 'image/png' })
    ).body.photo;

    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, subscription!.id));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      eventType: 'photo.created',
      payload: {
        type: 'photo.created',
        timestamp: photo.receivedAt,
        data: {
          photoId: photo.id,
          propertyId,
          stage: 'move-out',
          area: 'Hall',
          sha256: sha256(png),
          receivedAt: photo.receivedAt,
        },
      },
    });
  });

  it("answers 404 for another renter's photos and properties on every route", async () => {
    const owner = await renterWithProperty('v1-photo-owner');
    const png = await plainPng();
    const photo = (
      await upload(owner.api, { propertyId: owner.propertyId, stage: 'move-in' }, { bytes: png })
    ).body.photo;
    const stranger = await renterWithProperty('v1-photo-stranger');
    const notFound = { code: 'NOT_FOUND', message: 'That photo could not be found.' };

    for (const path of [
      `/api/v1/photos/${photo.id}`,
      `/api/v1/photos/${photo.id}/thumb`,
      `/api/v1/photos/${photo.id}/large`,
      `/api/v1/photos/${photo.id}/original`,
      `/api/v1/photos/${MISSING_ID}`,
      '/api/v1/photos/not-a-uuid',
    ]) {
      const reply = await stranger.api.get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.error, path).toEqual(notFound);
    }
    const deleted = await stranger.api.delete(`/api/v1/photos/${photo.id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body.error).toEqual(notFound);

    const theirProperty = { code: 'NOT_FOUND', message: 'That property could not be found.' };
    const listed = await stranger.api.get(`/api/v1/photos?propertyId=${owner.propertyId}`);
    expect(listed.status).toBe(404);
    expect(listed.body.error).toEqual(theirProperty);
    const into = await upload(
      stranger.api,
      { propertyId: owner.propertyId, stage: 'move-in' },
      { bytes: png },
    );
    expect(into.status).toBe(404);
    expect(into.body.error).toEqual(theirProperty);

    expect((await owner.api.get(`/api/v1/photos/${photo.id}`)).status).toBe(200);
    expect((await owner.api.get('/api/v1/photos')).body.photos).toHaveLength(1);
  });

  it('deletes a photo and its files', async () => {
    const { api, propertyId } = await renterWithProperty('v1-photo-delete');
    const photo = (await upload(api, { propertyId, stage: 'move-in' }, { bytes: await plainPng() })).body
      .photo;
    const deleted = await api.delete(`/api/v1/photos/${photo.id}`);
    expect(deleted.status).toBe(204);
    expect((await api.get(`/api/v1/photos/${photo.id}`)).status).toBe(404);
    expect((await api.get(photo.urls.thumb)).status).toBe(404);
    expect((await api.delete(`/api/v1/photos/${photo.id}`)).status).toBe(404);
  });

  it('needs a key, and the write scope to upload or delete', async () => {
    const { userId, api, propertyId } = await renterWithProperty('v1-photo-keys');
    const photo = (await upload(api, { propertyId, stage: 'move-in' }, { bytes: await plainPng() })).body
      .photo;
    const anonymous = new ApiClient(t.app, null);
    expect((await anonymous.get('/api/v1/photos')).status).toBe(401);
    expect((await anonymous.get(photo.urls.thumb)).status).toBe(401);
    const anonymousUpload = await upload(
      anonymous,
      { propertyId, stage: 'move-in' },
      { bytes: await plainPng() },
    );
    expect(anonymousUpload.status).toBe(401);
    expect(anonymousUpload.body.error.code).toBe('UNAUTHENTICATED');

    const readOnly = (await apiClientFor(t, userId, { scopes: ['read'] })).api;
    const refused = await upload(readOnly, { propertyId, stage: 'move-in' }, { bytes: await plainPng() });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'INSUFFICIENT_SCOPE', message: API_KEY_MESSAGES.readOnly });
    expect((await readOnly.delete(`/api/v1/photos/${photo.id}`)).status).toBe(403);
    expect((await readOnly.get(`/api/v1/photos/${photo.id}`)).status).toBe(200);
    expect((await api.get('/api/v1/photos')).body.photos).toHaveLength(1);
  });
});

/** A form with the fields and no file. */
function uploadFields(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}
