import { randomBytes, randomUUID } from 'node:crypto';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '#server/db/schema/photos';
import { photoFileKey, photoFolder } from '#server/photos/photo-keys';
import { signedInRenter } from './support/accounts';
import { createProperty, uploadPhoto } from './support/photos';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import type { Visitor } from './support/visitor';

/** Drawing photos takes seconds on a machine busy with other test files. */
const DRAWING_TIMEOUT = 180_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function downloadPdf(visitor: Visitor, query: string) {
  const response = await t.app.request(`/api/reports/pdf${query}`, {
    headers: { cookie: visitor.cookieHeader, origin: APP_URL, 'x-forwarded-for': visitor.ip },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** Every piece of text pdf.js reads (a line is one piece), and the number of pages. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pieces: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) pieces.push(item.str);
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pieces, pages };
}

/** A display copy of a phone photo's shape (4:3), the same for every inserted photo. */
async function displayFile() {
  const large = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8899aa' } })
    .webp()
    .toBuffer();
  const thumb = await sharp(large).resize(160, 120).webp().toBuffer();
  return { large, thumb };
}

/** `pairs` move-in and move-out photos of one area, written straight to the database and the store. */
async function insertPairs(userId: string, propertyId: string, pairs: number) {
  const file = await displayFile();
  const rows = Array.from({ length: pairs * 2 }, (_, i) => {
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
      receivedAt: new Date(Date.now() - (pairs * 2 - i) * 1000),
    };
  });
  if (rows.length) await t.db.insert(photos).values(rows);
  for (const row of rows) {
    await t.services.files.put(photoFileKey(row.storageKey, 'large'), file.large);
    await t.services.files.put(photoFileKey(row.storageKey, 'thumb'), file.thumb);
  }
  return rows;
}

describe('the report PDF (issue 34, item 6)', () => {
  it(
    "prints each photo's SHA-256 whole on one line, so that copying it gives the hash",
    async () => {
      const { visitor } = await signedInRenter(t, 'pdfhashline');
      const flat = await createProperty(visitor, 'Flat');
      const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#a0b0c0' } })
        .png()
        .toBuffer();
      const reply = await uploadPhoto(
        visitor,
        { propertyId: flat.id, stage: 'move-in', area: 'Hall' },
        { bytes: png, type: 'image/png', name: 'hall.png' },
      );
      expect(reply.status).toBe(201);
      const { pieces } = await readPdf(await downloadPdf(visitor, `?propertyId=${flat.id}&period=all`));
      expect(pieces.some((piece) => piece.includes(reply.body.photo.sha256))).toBe(true);
    },
    DRAWING_TIMEOUT,
  );

  it(
    'is as many pages as its estimate said, for reports of a few sizes',
    async () => {
      const { visitor, userId } = await signedInRenter(t, 'pdfestimate');
      // 3 and 7 pairs: where a rate of 1.9 pairs a page, rounded down, said a page fewer than drawn.
      const sizes = [0, 1, 2, 3, 7, 8];
      const found: { pairs: number; estimated: number; drawn: number }[] = [];
      for (const pairs of sizes) {
        const place = await createProperty(visitor, `Flat ${pairs}`);
        await insertPairs(userId, place.id, pairs);
        const query = `?propertyId=${place.id}&period=all`;
        const estimate = await visitor.get(`/api/reports/pdf/estimate${query}`);
        expect(estimate.status).toBe(200);
        const { pages } = await readPdf(await downloadPdf(visitor, query));
        found.push({ pairs, estimated: estimate.body.estimate.pages, drawn: pages });
      }
      expect(found).toEqual(found.map((size) => ({ ...size, estimated: size.drawn })));
    },
    DRAWING_TIMEOUT,
  );
});
