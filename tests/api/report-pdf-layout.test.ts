import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import { downloadReportPdf, readPdf } from './support/pdf-text';
import { createProperty, insertPhotos, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';

/** Drawing photos takes seconds on a machine busy with other test files. */
const DRAWING_TIMEOUT = 180_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A display copy of a phone photo's shape (4:3), the same for every inserted photo. */
async function displayFile() {
  const large = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8899aa' } })
    .webp()
    .toBuffer();
  const thumb = await sharp(large).resize(160, 120).webp().toBuffer();
  return { large, thumb };
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
      const { pieces } = await readPdf(
        await downloadReportPdf(t, visitor, `?propertyId=${flat.id}&period=all`),
      );
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
        await insertPhotos(t, userId, place.id, pairs * 2, await displayFile());
        const query = `?propertyId=${place.id}&period=all`;
        const estimate = await visitor.get(`/api/reports/pdf/estimate${query}`);
        expect(estimate.status).toBe(200);
        const { pages } = await readPdf(await downloadReportPdf(t, visitor, query));
        found.push({ pairs, estimated: estimate.body.estimate.pages, drawn: pages });
      }
      expect(found).toEqual(found.map((size) => ({ ...size, estimated: size.drawn })));
    },
    DRAWING_TIMEOUT,
  );
});
