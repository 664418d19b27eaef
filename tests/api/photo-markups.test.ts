import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSPECTION_MESSAGES } from '#shared/inspections/inspection-schemas';
import { MARKUP_MESSAGES, MARKUP_SHAPES_MAX } from '#shared/photos/markup-schemas';
import type { Walkthrough } from '#shared/walkthroughs/walkthrough-schemas';
import { inspections } from '#server/platform/db/schema/inspections';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { signedInRenter } from './support/accounts';
import { createProperty, jpegWithExifAndGps, plainPng, uploadPhoto } from './support/photos';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

/** Drawing photos into a PDF takes seconds on a machine busy with other test files. */
const DRAWING_TIMEOUT = 90_000;

let now = new Date();
const clock = { now: () => now };
const later = (ms = 1000) => {
  now = new Date(now.getTime() + ms);
  return now;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** One shape of each kind, sent with more precision than is kept. */
const drawing = [
  { kind: 'arrow', color: 'red', from: { x: 0.123456, y: 0.1 }, to: { x: 0.5, y: 0.55555 } },
  { kind: 'ellipse', color: 'yellow', x: 0.2, y: 0.2, width: 0.3, height: 0.25 },
  { kind: 'rectangle', color: 'blue', x: 0, y: 0.6, width: 1, height: 0.4 },
  {
    kind: 'line',
    color: 'green',
    points: [
      { x: 0.1, y: 0.9 },
      { x: 0.2, y: 0.85 },
      { x: 0.3, y: 0.95 },
    ],
  },
  { kind: 'text', color: 'white', at: { x: 0.6, y: 0.1 }, text: '  Cracked tile  ' },
];
/** The same drawing as stored: fractions rounded to 4 places, the label trimmed. */
const stored = [
  { kind: 'arrow', color: 'red', from: { x: 0.1235, y: 0.1 }, to: { x: 0.5, y: 0.5556 } },
  drawing[1],
  drawing[2],
  drawing[3],
  { kind: 'text', color: 'white', at: { x: 0.6, y: 0.1 }, text: 'Cracked tile' },
];

/** The layer file's bytes, spelled out key by key: the same drawing always gives the same file. */
const layerOf = (photo: { id: string; sha256: string }, shapes: unknown[]) =>
  JSON.stringify({ format: 'rentproof.markup/1', photoId: photo.id, photoSha256: photo.sha256, shapes });

async function renterWithPhoto(label: string, stage = 'move-in') {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor);
  const jpeg = await jpegWithExifAndGps();
  const upload = await uploadPhoto(
    renter.visitor,
    { propertyId: property.id, stage, area: 'Bathroom' },
    { bytes: jpeg, name: 'tile.jpg' },
  );
  expect(upload.status).toBe(201);
  return { ...renter, property, jpeg, photo: upload.body.photo as { id: string; sha256: string } };
}

async function originalHash(visitor: Visitor, photoId: string) {
  const response = await t.app.request(`/api/photos/${photoId}/original`, {
    headers: { cookie: visitor.cookieHeader },
  });
  expect(response.status).toBe(200);
  return sha256(new Uint8Array(await response.arrayBuffer()));
}

describe('drawing on a photo', () => {
  it('keeps the drawing as a layer beside the photo, hashed, and never touches the photo', async () => {
    const { visitor, jpeg, photo, property } = await renterWithPhoto('markup');
    expect(photo).toMatchObject({ sha256: sha256(jpeg), markup: null });

    const drawnAt = later();
    const saved = await visitor.put(`/api/photos/${photo.id}/markup`, { shapes: drawing });
    expect(saved.status).toBe(200);
    const layer = layerOf(photo, stored);
    const markup = { shapes: stored, sha256: sha256(layer), updatedAt: drawnAt.toISOString() };
    expect(saved.body).toEqual({ markup });
    const [row] = await t.db.select().from(photoMarkups).where(eq(photoMarkups.photoId, photo.id));
    expect(row?.layer).toBe(layer);

    // Every view of the photo shows it with its markup; its bytes and hash are as uploaded.
    const read = await visitor.get(`/api/photos/${photo.id}`);
    expect(read.body.photo).toMatchObject({ sha256: sha256(jpeg), markup });
    expect(await originalHash(visitor, photo.id)).toBe(sha256(jpeg));
    const gallery = await visitor.get(`/api/photos?propertyId=${property.id}`);
    expect(gallery.body.photos).toEqual([expect.objectContaining({ id: photo.id, markup })]);
    const comparison = await visitor.get(`/api/properties/${property.id}/comparison`);
    expect(comparison.body.areas[0].moveIn).toEqual([expect.objectContaining({ id: photo.id, markup })]);
  });

  it('replaces the drawing, clears it with an empty one, and deletes it', async () => {
    const { visitor, jpeg, photo } = await renterWithPhoto('markupredraw');
    const first = await visitor.put(`/api/photos/${photo.id}/markup`, { shapes: drawing });
    expect(first.status).toBe(200);

    const redrawnAt = later();
    const arrow = [{ kind: 'arrow', color: 'black', from: { x: 0, y: 0 }, to: { x: 1, y: 1 } }];
    const redrawn = await visitor.put(`/api/photos/${photo.id}/markup`, { shapes: arrow });
    expect(redrawn.body.markup).toEqual({
      shapes: arrow,
      sha256: sha256(layerOf(photo, arrow)),
      updatedAt: redrawnAt.toISOString(),
    });
    expect(redrawn.body.markup.sha256).not.toBe(first.body.markup.sha256);
    expect((await visitor.get(`/api/photos/${photo.id}`)).body.photo.markup.shapes).toEqual(arrow);

    const cleared = await visitor.put(`/api/photos/${photo.id}/markup`, { shapes: [] });
    expect(cleared).toMatchObject({ status: 200, body: { markup: null } });
    expect((await visitor.get(`/api/photos/${photo.id}`)).body.photo.markup).toBeNull();
    expect(await t.db.select().from(photoMarkups).where(eq(photoMarkups.photoId, photo.id))).toEqual([]);

    await visitor.put(`/api/photos/${photo.id}/markup`, { shapes: arrow });
    const deleted = await visitor.request('DELETE', `/api/photos/${photo.id}/markup`);
    expect(deleted.status).toBe(204);
    expect((await visitor.get(`/api/photos/${photo.id}`)).body.photo).toMatchObject({
      sha256: sha256(jpeg),
      markup: null,
    });
    // Nothing left to delete is no error: the photo is as asked, without markup.
    expect((await visitor.request('DELETE', `/api/photos/${photo.id}/markup`)).status).toBe(204);
    expect(await originalHash(visitor, photo.id)).toBe(sha256(jpeg));
  });

  it('saves a drawing of many long free lines, beyond the common JSON limit', async () => {
    const { visitor, photo } = await renterWithPhoto('markuplines');
    // 40 free lines of 500 points each, written with full precision as a browser sends them.
    const lines = Array.from({ length: 40 }, (_, line) => ({
      kind: 'line',
      color: 'red',
      points: Array.from({ length: 500 }, (_, index) => ({
        x: (index + 0.123456789) / 500,
        y: (line + 0.987654321) / 40,
      })),
    }));
    expect(JSON.stringify({ shapes: lines }).length).toBeGreaterThan(64 * 1024);
    const saved = await visitor.put(`/api/photos/${photo.id}/markup`, { shapes: lines });
    expect(saved.status).toBe(200);
    expect(saved.body.markup.shapes).toHaveLength(40);
  });

  it('refuses a shape off the photo, too many shapes, an empty label and an unknown tool', async () => {
    const { visitor, photo } = await renterWithPhoto('markupbad');
    await visitor.put(`/api/photos/${photo.id}/markup`, { shapes: drawing });
    const arrow = { kind: 'arrow', color: 'red', from: { x: 0.1, y: 0.1 }, to: { x: 0.2, y: 0.2 } };
    const refusals: [unknown, string][] = [
      [[{ ...arrow, to: { x: 1.2, y: 0.5 } }], MARKUP_MESSAGES.outside],
      [
        [{ kind: 'rectangle', color: 'red', x: -0.1, y: 0, width: 0.5, height: 0.5 }],
        MARKUP_MESSAGES.outside,
      ],
      [Array.from({ length: MARKUP_SHAPES_MAX + 1 }, () => arrow), MARKUP_MESSAGES.tooMany],
      [[{ kind: 'text', color: 'red', at: { x: 0.5, y: 0.5 }, text: '   ' }], MARKUP_MESSAGES.text],
      [[{ kind: 'star', color: 'red', at: { x: 0.5, y: 0.5 } }], ''],
      [[{ ...arrow, color: 'purple' }], ''],
    ];
    for (const [shapes, message] of refusals) {
      const reply = await visitor.put(`/api/photos/${photo.id}/markup`, { shapes });
      expect(reply.status, JSON.stringify(shapes).slice(0, 80)).toBe(400);
      expect(reply.body.error.code).toBe('VALIDATION_FAILED');
      if (message) expect(reply.body.error.message).toBe(message);
    }
    expect((await visitor.put(`/api/photos/${photo.id}/markup`, {})).status).toBe(400);
    // What was drawn before stays as it was.
    expect((await visitor.get(`/api/photos/${photo.id}`)).body.photo.markup.shapes).toEqual(stored);
  });

  it("answers another user's photo like an unknown one, and nobody signed in with 401", async () => {
    const owner = await renterWithPhoto('markupowner');
    const intruder = await signedInRenter(t, 'markupintruder');
    await owner.visitor.put(`/api/photos/${owner.photo.id}/markup`, { shapes: drawing });
    const path = `/api/photos/${owner.photo.id}/markup`;

    for (const reply of [
      await intruder.visitor.put(path, { shapes: [] }),
      await intruder.visitor.request('DELETE', path),
      await intruder.visitor.put(`/api/photos/${crypto.randomUUID()}/markup`, { shapes: [] }),
      await intruder.visitor.put('/api/photos/not-an-id/markup', { shapes: [] }),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('NOT_FOUND');
    }
    const anonymous = new Visitor(t.app);
    expect((await anonymous.put(path, { shapes: [] })).status).toBe(401);
    expect((await anonymous.request('DELETE', path)).status).toBe(401);
    expect((await owner.visitor.get(`/api/photos/${owner.photo.id}`)).body.photo.markup.shapes).toEqual(
      stored,
    );
  });
});

describe('a drawing on a shared photo', () => {
  it('is shown to whoever opens the share link, over the photo', async () => {
    const { visitor, photo } = await renterWithPhoto('markupshare');
    const saved = await visitor.put(`/api/photos/${photo.id}/markup`, { shapes: drawing });
    const link = await visitor.post('/api/verification/share-links', {
      recipientEmail: 'landlord@example.com',
      consent: true,
    });
    expect(link.status).toBe(201);
    const token = new URL(link.body.url).pathname.split('/').at(-1);

    const page = await new Visitor(t.app).get(`/api/verify/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.report.depositDisputes.photos).toEqual([
      expect.objectContaining({ id: photo.id, sha256: photo.sha256, markup: saved.body.markup }),
    ]);
  });
});

describe('a photo of the signed move-in report', () => {
  it('can no longer be drawn on; a later photo, the addendum, and a move-out photo can', async () => {
    const { visitor, userId, property, photo } = await renterWithPhoto('markupfrozen');
    await visitor.put(`/api/photos/${photo.id}/markup`, { shapes: drawing });
    const png = { bytes: await plainPng(), type: 'image/png', name: 'room.png' };
    later();
    const moveOut = await uploadPhoto(visitor, { propertyId: property.id, stage: 'move-out' }, png);
    await t.db.insert(inspections).values({ userId, propertyId: property.id, frozenAt: later() });
    later();
    const addendum = await uploadPhoto(visitor, { propertyId: property.id, stage: 'move-in' }, png);
    expect([moveOut.status, addendum.status]).toEqual([201, 201]);

    const path = `/api/photos/${photo.id}/markup`;
    for (const reply of [
      await visitor.put(path, { shapes: [] }),
      await visitor.put(path, { shapes: stored.slice(0, 1) }),
      await visitor.request('DELETE', path),
    ]) {
      expect(reply.status).toBe(409);
      expect(reply.body.error).toEqual({ code: 'SIGNED_EVIDENCE', message: INSPECTION_MESSAGES.signedPhoto });
    }
    expect((await visitor.get(`/api/photos/${photo.id}`)).body.photo.markup.shapes).toEqual(stored);

    for (const id of [moveOut.body.photo.id, addendum.body.photo.id]) {
      const reply = await visitor.put(`/api/photos/${id}/markup`, { shapes: drawing });
      expect(reply.status).toBe(200);
      expect((await visitor.request('DELETE', `/api/photos/${id}/markup`)).status).toBe(204);
    }
  });
});

/** Each page's text, as a reader copying it would get it. */
async function pdfText(visitor: Visitor, propertyId: string) {
  const response = await t.app.request(`/api/reports/pdf?propertyId=${propertyId}&period=all`, {
    headers: { cookie: visitor.cookieHeader, origin: APP_URL, 'x-forwarded-for': visitor.ip },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

const label = (text: string) => [
  { kind: 'text', color: 'yellow', at: { x: 0.95, y: 0.95 }, text },
  ...drawing,
];
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the report PDF', () => {
  it(
    "draws each photo's markup over it, in the walkthrough pairs and area by area",
    async () => {
      const { visitor } = await signedInRenter(t, 'markuppdf');
      const flat = await createProperty(visitor, 'Flat');
      const created = await visitor.post('/api/walkthroughs', {
        propertyId: flat.id,
        template: { kind: 'apartment', bedrooms: 1 },
      });
      const [room] = (created.body.walkthrough as Walkthrough).rooms;
      const shot = room?.shots[0];
      if (!room || !shot) throw new Error('The template has no shot');
      const png = { bytes: await plainPng(), type: 'image/png', name: 'room.png' };
      const slot = { propertyId: flat.id, area: room.name, walkthroughShotId: shot.id };
      later();
      const moveIn = await uploadPhoto(visitor, { ...slot, stage: 'move-in' }, png);
      later();
      const moveOut = await uploadPhoto(visitor, { ...slot, stage: 'move-out' }, png);
      later();
      const loose = await uploadPhoto(visitor, { propertyId: flat.id, stage: 'move-in', area: 'Hall' }, png);
      for (const [reply, text] of [
        [moveIn, 'Scuffed skirting'],
        [moveOut, 'Scuff still there'],
        [loose, 'Loose hook'],
      ] as const) {
        const saved = await visitor.put(`/api/photos/${reply.body.photo.id}/markup`, { shapes: label(text) });
        expect(saved.status).toBe(200);
      }

      const text = await pdfText(visitor, flat.id);
      // A pair's photos are drawn twice: side by side, then with their facts in their area.
      expect(count(text, 'Scuffed skirting')).toBe(2);
      expect(count(text, 'Scuff still there')).toBe(2);
      expect(count(text, 'Loose hook')).toBe(1);
    },
    DRAWING_TIMEOUT,
  );
});
