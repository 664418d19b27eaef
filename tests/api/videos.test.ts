import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES } from '#shared/videos/video-schemas';
import { inspectionItems, inspectionRooms, inspections } from '#server/platform/db/schema/inspections';
import { signedInRenter } from './support/accounts';
import { createProperty } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import {
  CAMERA_TIME,
  LOCATION,
  longClip,
  movClip,
  mp4WithLocation,
  notAVideo,
  tagsOf,
  truncatedMp4,
  uploadVideo,
  type VideoFile,
  webmClip,
} from './support/videos';
import { Visitor } from './support/visitor';

let now = new Date('2026-04-02T10:00:00.000Z');
const clock = { now: () => now };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A GET as a browser's video player sends it, with its own Range header when given. */
async function fetchBytes(url: string, options: { visitor?: Visitor; range?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.visitor) headers.cookie = options.visitor.cookieHeader;
  if (options.range) headers.range = options.range;
  const response = await t.app.request(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

function storedVideosOf(userId: string) {
  const folder = path.join(t.dataDir, 'files', 'users', userId, 'videos');
  return existsSync(folder) ? readdirSync(folder) : [];
}

async function renterWithPlace(label: string) {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor);
  return { ...renter, property };
}

async function upload(
  visitor: Visitor,
  propertyId: string,
  file: VideoFile,
  fields: Record<string, string> = {},
) {
  return uploadVideo(visitor, { propertyId, stage: 'move-in', area: 'Kitchen', ...fields }, file);
}

/** A condition report for the place with one room of one item, written as H1's routes would. */
async function inspectionWithItem(userId: string, propertyId: string, frozenAt: Date | null = null) {
  const { db } = t.services.database;
  const [inspection] = await db.insert(inspections).values({ userId, propertyId, frozenAt }).returning();
  if (!inspection) throw new Error('No inspection');
  const [room] = await db
    .insert(inspectionRooms)
    .values({ inspectionId: inspection.id, position: 0, name: 'Kitchen' })
    .returning();
  if (!room) throw new Error('No room');
  const [item] = await db
    .insert(inspectionItems)
    .values({ inspectionId: inspection.id, roomId: room.id, position: 0, name: 'Floor' })
    .returning();
  if (!item) throw new Error('No item');
  return { inspection, item };
}

describe('uploading a clip', () => {
  it.each([
    ['an MP4', mp4WithLocation, 'video/mp4', CAMERA_TIME],
    ['a WebM', webmClip, 'video/webm', null],
    ['a MOV', movClip, 'video/quicktime', CAMERA_TIME],
  ])(
    'keeps %s untouched with its hash, received time, camera time and length',
    async (_, clip, type, camera) => {
      const { visitor, property } = await renterWithPlace('videoin');
      const file = await clip();
      const reply = await upload(visitor, property.id, file, { deviceSha256: sha256(file.bytes) });
      expect(reply.status).toBe(201);
      const { video } = reply.body;
      expect(video).toMatchObject({
        propertyId: property.id,
        stage: 'move-in',
        area: 'Kitchen',
        inspectionItemId: null,
        originalName: file.name,
        contentType: type,
        byteSize: file.bytes.byteLength,
        width: 320,
        height: 240,
        sha256: sha256(file.bytes),
        receivedAt: now.toISOString(),
        capturedAt: camera,
      });
      expect(video.durationMs).toBeGreaterThanOrEqual(1900);
      expect(video.durationMs).toBeLessThanOrEqual(2100);
      expect(JSON.stringify(reply.body)).not.toMatch(/storage|users\//);

      const original = await fetchBytes(video.urls.original, { visitor });
      expect(original.status).toBe(200);
      expect(original.bytes).toEqual(file.bytes);
      expect(original.headers.get('content-disposition')).toContain(`attachment; filename="${file.name}"`);

      const poster = await fetchBytes(video.urls.poster, { visitor });
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(poster.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });

      const listed = await visitor.get(`/api/videos/${video.id}`);
      expect(listed.body.video).toEqual(video);
    },
  );

  it('serves a copy without the location or the creation time, while the original keeps them', async () => {
    const { visitor, property } = await renterWithPlace('videometa');
    const file = await mp4WithLocation();
    expect(await tagsOf(file.bytes)).toMatchObject({ location: LOCATION });
    const { video } = (await upload(visitor, property.id, file)).body;

    const served = await fetchBytes(video.urls.stream, { visitor });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    const tags = await tagsOf(served.bytes);
    expect(Object.keys(tags).filter((tag) => /location|creation_time|xyz/i.test(tag))).toEqual([]);
    expect(JSON.stringify(tags)).not.toContain('38.8977');
    expect(await tagsOf((await fetchBytes(video.urls.original, { visitor })).bytes)).toMatchObject({
      location: LOCATION,
    });
  });

  it('serves a MOV as an MP4 and a WebM as a WebM', async () => {
    const { visitor, property } = await renterWithPlace('videotypes');
    const mov = (await upload(visitor, property.id, await movClip())).body.video;
    const webm = (await upload(visitor, property.id, await webmClip())).body.video;
    expect((await fetchBytes(mov.urls.stream, { visitor })).headers.get('content-type')).toBe('video/mp4');
    expect((await fetchBytes(webm.urls.stream, { visitor })).headers.get('content-type')).toBe('video/webm');
  });

  it('refuses a file that is not a video (415), a damaged one and one too long (422), keeping nothing', async () => {
    const { visitor, property, userId } = await renterWithPlace('videobad');
    const text = await upload(visitor, property.id, notAVideo());
    expect(text.status).toBe(415);
    expect(text.body.error).toEqual({ code: 'UNSUPPORTED_VIDEO', message: VIDEO_MESSAGES.unsupportedType });
    const cut = await upload(visitor, property.id, await truncatedMp4());
    expect(cut.status).toBe(422);
    expect(cut.body.error).toEqual({ code: 'VIDEO_CORRUPT', message: VIDEO_MESSAGES.corrupt });
    const long = await upload(visitor, property.id, await longClip());
    expect(long.status).toBe(422);
    expect(long.body.error).toEqual({ code: 'VIDEO_TOO_LONG', message: VIDEO_MESSAGES.tooLong });
    expect((await visitor.get('/api/videos')).body.videos).toEqual([]);
    expect(storedVideosOf(userId)).toEqual([]);
  });

  it("keeps nothing when the device's SHA-256 does not match the bytes that arrived", async () => {
    const { visitor, property, userId } = await renterWithPlace('videohash');
    const reply = await upload(visitor, property.id, await webmClip(), { deviceSha256: 'a'.repeat(64) });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toEqual({ code: 'VIDEO_HASH_MISMATCH', message: VIDEO_MESSAGES.hashMismatch });
    expect((await visitor.get('/api/videos')).body.videos).toEqual([]);
    expect(storedVideosOf(userId)).toEqual([]);
  });

  it("takes a condition report item of the place, and refuses another place's item (400) or another renter's (404)", async () => {
    const { visitor, property, userId } = await renterWithPlace('videoitem');
    const other = await createProperty(visitor, 'Birch Lane 1');
    const { item } = await inspectionWithItem(userId, property.id);
    const { item: otherItem } = await inspectionWithItem(userId, other.id);
    const file = await webmClip();
    const taken = await upload(visitor, property.id, file, { inspectionItemId: item.id });
    expect(taken.status).toBe(201);
    expect(taken.body.video.inspectionItemId).toBe(item.id);
    const elsewhere = await upload(visitor, property.id, file, { inspectionItemId: otherItem.id });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.details).toEqual([
      { path: 'inspectionItemId', message: "That item is not part of this place's condition report." },
    ]);
    // Unknown and another renter's items look the same, as every record does.
    const stranger = await renterWithPlace('videoitem2');
    const { item: strangersItem } = await inspectionWithItem(stranger.userId, stranger.property.id);
    for (const itemId of [strangersItem.id, crypto.randomUUID()]) {
      const refused = await upload(visitor, property.id, file, { inspectionItemId: itemId });
      expect(refused.status).toBe(404);
    }
    expect((await visitor.get('/api/videos')).body.videos).toHaveLength(1);
  });

  it('answers 503 when ffmpeg or ffprobe cannot run, keeping nothing', async () => {
    const { visitor, property, userId } = await renterWithPlace('videotools');
    const { config } = t.services;
    const installed = config.ffprobePath;
    config.ffprobePath = path.join(t.dataDir, 'no-such-ffprobe');
    try {
      const reply = await upload(visitor, property.id, await webmClip());
      expect(reply.status).toBe(503);
      expect(reply.body.error).toEqual({ code: 'VIDEO_UNAVAILABLE', message: VIDEO_MESSAGES.unavailable });
    } finally {
      config.ffprobePath = installed;
    }
    expect(storedVideosOf(userId)).toEqual([]);
  });

  it('refuses an upload without a file (400) and one to another renter’s place (404)', async () => {
    const { visitor, property } = await renterWithPlace('videoform');
    const form = new FormData();
    form.set('propertyId', property.id);
    form.set('stage', 'move-in');
    const empty = await visitor.request('POST', '/api/videos', form);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(VIDEO_MESSAGES.missing);
    const stranger = await renterWithPlace('videoform2');
    expect((await upload(visitor, stranger.property.id, await webmClip())).status).toBe(404);
  });
});

describe('listing and playing clips', () => {
  it('lists the clips of a place and stage, newest first', async () => {
    const { visitor, property } = await renterWithPlace('videolist');
    const other = await createProperty(visitor, 'Birch Lane 2');
    const file = await webmClip();
    const first = (await upload(visitor, property.id, file)).body.video;
    now = new Date(now.getTime() + 60_000);
    const second = (await upload(visitor, property.id, file)).body.video;
    await upload(visitor, property.id, file, { stage: 'move-out' });
    await upload(visitor, other.id, file);
    const listed = await visitor.get(`/api/videos?propertyId=${property.id}&stage=move-in`);
    expect(listed.status).toBe(200);
    expect(listed.body.videos.map((video: { id: string }) => video.id)).toEqual([second.id, first.id]);
    expect((await visitor.get('/api/videos')).body.videos).toHaveLength(4);
  });

  it('answers range requests on the stream: a range, the last bytes, none, and one past the end', async () => {
    const { visitor, property } = await renterWithPlace('videorange');
    const { video } = (await upload(visitor, property.id, await mp4WithLocation())).body;
    const whole = await fetchBytes(video.urls.stream, { visitor });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = whole.bytes.byteLength;
    expect(whole.headers.get('content-length')).toBe(String(size));

    const first = await fetchBytes(video.urls.stream, { visitor, range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.bytes).toEqual(whole.bytes.slice(0, 100));
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get('content-length')).toBe('100');
    expect(first.headers.get('content-type')).toBe('video/mp4');

    const last = await fetchBytes(video.urls.stream, { visitor, range: 'bytes=-10' });
    expect(last.status).toBe(206);
    expect(last.bytes).toEqual(whole.bytes.slice(size - 10));
    expect(last.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const rest = await fetchBytes(video.urls.stream, { visitor, range: `bytes=${size - 5}-` });
    expect(rest.status).toBe(206);
    expect(rest.bytes).toEqual(whole.bytes.slice(size - 5));

    const beyond = await fetchBytes(video.urls.stream, { visitor, range: `bytes=${size}-${size + 10}` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });
});

describe('deleting a clip', () => {
  it('removes the row and its files', async () => {
    const { visitor, property, userId } = await renterWithPlace('videodelete');
    const { video } = (await upload(visitor, property.id, await webmClip())).body;
    expect(storedVideosOf(userId)).toEqual([video.id]);
    expect((await visitor.request('DELETE', `/api/videos/${video.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/videos/${video.id}`)).status).toBe(404);
    expect(storedVideosOf(userId)).toEqual([]);
    expect((await visitor.request('DELETE', `/api/videos/${video.id}`)).status).toBe(404);
  });

  it('refuses a move-in clip of the signed report (409), but not one added after it was signed', async () => {
    const { visitor, property, userId } = await renterWithPlace('videosigned');
    const file = await webmClip();
    const signed = (await upload(visitor, property.id, file)).body.video;
    const { inspection } = await inspectionWithItem(userId, property.id);
    now = new Date(now.getTime() + 60_000);
    await t.services.database.db
      .update(inspections)
      .set({ frozenAt: now })
      .where(eq(inspections.id, inspection.id));
    now = new Date(now.getTime() + 60_000);
    const addendum = (await upload(visitor, property.id, file)).body.video;

    const refused = await visitor.request('DELETE', `/api/videos/${signed.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'SIGNED_EVIDENCE',
      message: 'This video is part of the signed move-in report, so it cannot be deleted.',
    });
    expect((await visitor.get(`/api/videos/${signed.id}`)).status).toBe(200);
    expect((await visitor.request('DELETE', `/api/videos/${addendum.id}`)).status).toBe(204);
  });
});

describe('who may see a clip', () => {
  it("answers another renter's clip as a missing one on every route, and nobody without a session", async () => {
    const owner = await renterWithPlace('videoowner');
    const { video } = (await upload(owner.visitor, owner.property.id, await webmClip())).body;
    const stranger = await signedInRenter(t, 'videostranger');
    const anonymous = new Visitor(t.app);
    const routes = [
      ['GET', `/api/videos/${video.id}`],
      ['GET', `/api/videos/${video.id}/stream`],
      ['GET', `/api/videos/${video.id}/poster`],
      ['GET', `/api/videos/${video.id}/original`],
      ['DELETE', `/api/videos/${video.id}`],
    ] as const;
    for (const [method, url] of routes) {
      const reply = await stranger.visitor.request(method, url);
      expect([url, reply.status, reply.body.error?.code]).toEqual([url, 404, 'NOT_FOUND']);
      expect([url, (await anonymous.request(method, url)).status]).toEqual([url, 401]);
    }
    expect((await stranger.visitor.get(`/api/videos?propertyId=${owner.property.id}`)).status).toBe(404);
    expect((await stranger.visitor.get('/api/videos')).body.videos).toEqual([]);
    expect((await anonymous.get('/api/videos')).status).toBe(401);
    expect((await owner.visitor.get(`/api/videos/${video.id}`)).status).toBe(200);
  });
});

describe('a share link', () => {
  async function shareReportOf(visitor: Visitor, propertyId: string) {
    const created = await visitor.post('/api/verification/report-shares', {
      type: 'summary',
      period: 'all',
      propertyId,
    });
    expect(created.status).toBe(201);
    return new URL(created.body.url).pathname.split('/').at(-1) ?? '';
  }

  it("lists the place's clips and plays them with ranges, never the original nor another place's clip", async () => {
    const { visitor, property } = await renterWithPlace('videoshare');
    const other = await createProperty(visitor, 'Birch Lane 3');
    const { video } = (await upload(visitor, property.id, await mp4WithLocation())).body;
    const elsewhere = (await upload(visitor, other.id, await webmClip())).body.video;
    const token = await shareReportOf(visitor, property.id);
    const recipient = new Visitor(t.app);

    const listed = await recipient.get(`/api/verify/${token}/videos`);
    expect(listed.status).toBe(200);
    expect(listed.body.videos).toEqual([
      {
        id: video.id,
        propertyName: 'Maple Court 4B',
        stage: 'move-in',
        area: 'Kitchen',
        durationMs: video.durationMs,
        width: 320,
        height: 240,
        sha256: video.sha256,
        receivedAt: video.receivedAt,
        capturedAt: CAMERA_TIME,
        urls: {
          poster: `/api/verify/${token}/videos/${video.id}/poster`,
          stream: `/api/verify/${token}/videos/${video.id}/stream`,
        },
      },
    ]);
    const [shared] = listed.body.videos;
    const whole = await fetchBytes(shared.urls.stream);
    expect(whole.status).toBe(200);
    expect(JSON.stringify(await tagsOf(whole.bytes))).not.toMatch(/38\.8977|location|creation_time/);
    const part = await fetchBytes(shared.urls.stream, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.bytes).toEqual(whole.bytes.slice(0, 100));
    expect((await fetchBytes(shared.urls.poster)).headers.get('content-type')).toBe('image/webp');

    for (const url of [
      `/api/verify/${token}/videos/${video.id}/original`,
      `/api/verify/${token}/videos/${elsewhere.id}/stream`,
      `/api/verify/${token}/videos/${elsewhere.id}/poster`,
      `/api/verify/${token}/videos/${crypto.randomUUID()}/stream`,
    ]) {
      expect([url, (await fetchBytes(url)).status]).toEqual([url, 404]);
    }
    const otherToken = await shareReportOf(visitor, other.id);
    expect((await fetchBytes(`/api/verify/${otherToken}/videos/${video.id}/stream`)).status).toBe(404);
    expect((await fetchBytes(`/api/verify/${'x'.repeat(43)}/videos`)).status).toBe(404);
  });
});
