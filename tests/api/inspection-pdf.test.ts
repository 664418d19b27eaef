import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import {
  drawOn,
  insertInspection,
  insertSignature,
  insertVideo,
  itemPhoto,
  rate,
} from './support/inspection-rows';
import { estimateReportPdfSize } from '#shared/reports/report-pdf-estimate';
import { createProperty } from './support/photos';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import type { Visitor } from './support/visitor';

/** Drawing photos takes seconds on a machine busy with other test files. */
const DRAWING_TIMEOUT = 60_000;

const ADDENDUM = 'Addendum: added after the report was signed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function download(visitor: Visitor | null, url: string) {
  const response = await t.app.request(url, {
    headers: visitor
      ? { cookie: visitor.cookieHeader, origin: APP_URL, 'x-forwarded-for': visitor.ip }
      : { origin: APP_URL },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Each page's text, as a reader copying it would get it, and each page's links. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    for (const annotation of (await page.getAnnotations()) as { url?: string }[]) {
      if (annotation.url) links.push(annotation.url);
    }
  }
  await pdf.destroy();
  return { pages, links };
}

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

const pdfUrl = (propertyId: string, kind?: string) =>
  `/api/inspections/${propertyId}/pdf${kind ? `?kind=${kind}` : ''}`;

/**
 * A report whose Kitchen lists Floor (Fair at both stages) before Walls (Good, then Damaged), each
 * with a photo, the Walls photo drawn on, and a clip of the Walls.
 */
async function placeWithReport(label: string) {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor, 'Maple Court 4B');
  const { inspection, items } = await insertInspection(t, renter.userId, property.id, {
    Kitchen: ['Floor', 'Walls'],
    Bedroom: ['Window'],
  });
  const floor = items.get('Kitchen/Floor') ?? '';
  const walls = items.get('Kitchen/Walls') ?? '';
  await rate(t, floor, 'move-in', 'fair', 'Scuffed by the fridge');
  await rate(t, floor, 'move-out', 'fair');
  await rate(t, walls, 'move-in', 'good');
  await rate(t, walls, 'move-out', 'damaged', 'Hole by the door');
  const wallsPhoto = await itemPhoto(t, renter.visitor, {
    propertyId: property.id,
    itemId: walls,
    stage: 'move-in',
    colour: '#cc8844',
  });
  await drawOn(t, renter.userId, wallsPhoto);
  const holePhoto = await itemPhoto(t, renter.visitor, {
    propertyId: property.id,
    itemId: walls,
    stage: 'move-out',
    colour: '#448844',
  });
  const clip = await insertVideo(t, renter.userId, property.id, { stage: 'move-in', itemId: walls });
  return { ...renter, property, inspection, items, wallsPhoto, holePhoto, clip: clip.row };
}

describe('GET /api/inspections/:propertyId/pdf', () => {
  it(
    'gives the move-in report: title, each room with its conditions, the photos with their hashes, the clips with a link, and that it is not signed',
    async () => {
      const place = await placeWithReport('pdf-move-in');
      const { response, bytes } = await download(place.visitor, pdfUrl(place.property.id));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(response.headers.get('content-disposition')).toContain(
        'filename="move-in-report-maple-court-4b.pdf"',
      );
      const { pages, links } = await readPdf(bytes);
      const text = pages.join('\n');
      expect(pages[0]).toContain('Move-in condition report');
      expect(pages[0]).toContain('Maple Court 4B');
      expect(pages[0]).toContain('Not signed');
      expect(text).toContain('Room by room');
      expect(text).toContain('Scuffed by the fridge');
      // The move-in report shows its own side only: the move-out comment and photo are not in it.
      expect(text).not.toContain('Hole by the door');
      // Each hash whole on one line, so that copying it from the PDF gives the hash.
      expect(text).toContain(place.wallsPhoto.sha256);
      expect(withoutSpaces(text)).not.toContain(place.holePhoto.sha256.slice(0, 26));
      expect(withoutSpaces(text)).toContain('Markupdrawnbytherenteroverthephoto');
      expect(text).toContain('Videos');
      expect(text).toContain(place.clip.sha256);
      expect(text).toContain('Kitchen · Walls · Move-in');
      expect(text).toContain('0:12');
      expect(links).toContain(`${APP_URL}/inspection/${place.property.id}/move-in`);
      expect(pages.at(-1)).toContain('Signatures');
      expect(pages.at(-1)).toContain('Not signed yet.');
    },
    DRAWING_TIMEOUT,
  );

  it(
    'lists in the comparison the item that got worse before one that stayed the same, under its own heading',
    async () => {
      const place = await placeWithReport('pdf-comparison');
      const { response, bytes } = await download(place.visitor, pdfUrl(place.property.id, 'comparison'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(
        'filename="move-in-move-out-comparison-maple-court-4b.pdf"',
      );
      const { pages } = await readPdf(bytes);
      expect(pages[0]).toContain('Move-in and move-out comparison');
      const text = pages.join('\n');
      const worse = pages.find((page) => page.includes('Got worse since move-in')) ?? '';
      expect(worse).toContain('Kitchen · Walls');
      expect(worse).toContain('Worse');
      expect(worse).toContain('Hole by the door');
      expect(worse).not.toContain('Floor');
      // Floor comes first in the Kitchen, yet Walls is read first.
      expect(text.indexOf('Walls')).toBeGreaterThan(-1);
      expect(text.indexOf('Walls')).toBeLessThan(text.indexOf('Floor'));
      // Both sides of each item: the move-out photo is in the comparison.
      expect(withoutSpaces(text)).toContain(place.holePhoto.sha256.slice(0, 26));
      expect(text).toContain('Same');
    },
    DRAWING_TIMEOUT,
  );

  it(
    'ends with the signatures page: who signed, how, the hashes signed and each disagreement; later evidence is an addendum',
    async () => {
      const place = await placeWithReport('pdf-signed');
      const walls = place.items.get('Kitchen/Walls') ?? '';
      const signature = await insertSignature(t, place.inspection.id, {
        name: 'Pat Landlord',
        email: 'pat.landlord@example.com',
        signedAt: new Date(Date.parse(place.wallsPhoto.receivedAt) + 1),
        disagreements: [
          { itemId: walls, room: 'Kitchen', item: 'Walls', comment: 'The mark was there before' },
        ],
      });
      const late = await itemPhoto(t, place.visitor, {
        propertyId: place.property.id,
        itemId: walls,
        stage: 'move-in',
        colour: '#2244aa',
      });

      const { response, bytes } = await download(place.visitor, pdfUrl(place.property.id, 'move-in'));
      expect(response.status).toBe(200);
      const { pages } = await readPdf(bytes);
      expect(pages[0]).toContain('Signed by Pat Landlord (landlord)');
      const last = pages.at(-1) ?? '';
      expect(last).toContain('Signatures');
      expect(last).toContain('Landlord');
      expect(last).toContain('Pat Landlord');
      expect(last).toContain('pat.landlord@example.com');
      expect(last).toContain('Confirmed by a one-time code sent to pat.landlord@example.com');
      expect(last).toContain(signature.signedAt.toISOString());
      expect(withoutSpaces(last)).toContain(signature.reportSha256);
      expect(withoutSpaces(last)).toContain(signature.manifestSha256);
      expect(last).toContain('Kitchen · Walls: The mark was there before');
      expect(withoutSpaces(last)).toContain(withoutSpaces(signature.consentText));
      expect(last).not.toContain('Not signed yet.');

      const text = withoutSpaces(pages.join('\n'));
      // The photo received after signing carries the label right under its facts; the one signed does not.
      expect(text).toContain(`${late.sha256.slice(26)}${withoutSpaces(ADDENDUM)}`);
      expect(text).not.toContain(`${place.wallsPhoto.sha256.slice(26)}${withoutSpaces(ADDENDUM)}`);
    },
    DRAWING_TIMEOUT,
  );

  it('refuses a bad kind (400), a place without a report or of another renter (404), and anonymous callers (401)', async () => {
    const place = await placeWithReport('pdf-refusals');
    const stranger = await signedInRenter(t, 'pdf-stranger');
    const empty = await createProperty(place.visitor, 'No report here');

    const bad = await download(place.visitor, pdfUrl(place.property.id, 'move-out'));
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(new TextDecoder().decode(bad.bytes))).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
    const another = await download(stranger.visitor, pdfUrl(place.property.id));
    expect(another.response.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(another.bytes))).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect((await download(place.visitor, pdfUrl(empty.id))).response.status).toBe(404);
    expect((await download(place.visitor, pdfUrl('not-a-uuid'))).response.status).toBe(404);
    expect((await download(null, pdfUrl(place.property.id))).response.status).toBe(401);
  });
});

describe('the report PDF (§12)', () => {
  it(
    "lists the place's clips with their hashes and a link to the gallery",
    async () => {
      const place = await placeWithReport('report-videos');
      const { response, bytes } = await download(
        place.visitor,
        `/api/reports/pdf?type=summary&period=all&propertyId=${place.property.id}`,
      );
      expect(response.status).toBe(200);
      const { pages, links } = await readPdf(bytes);
      const text = pages.join('\n');
      expect(text).toContain('Videos');
      expect(withoutSpaces(text)).toContain(place.clip.sha256);
      expect(links).toContain(`${APP_URL}/gallery`);

      const without = await signedInRenter(t, 'report-no-videos');
      const bare = await createProperty(without.visitor, 'Quiet Lane');
      const plain = await download(
        without.visitor,
        `/api/reports/pdf?type=summary&period=all&propertyId=${bare.id}`,
      );
      expect((await readPdf(plain.bytes)).links).not.toContain(`${APP_URL}/gallery`);
    },
    DRAWING_TIMEOUT,
  );

  it('counts the clips in the estimate of the PDF, six to a page, and only those in the period', async () => {
    const renter = await signedInRenter(t, 'report-video-estimate');
    const property = await createProperty(renter.visitor, 'Clip Court');
    for (let n = 0; n < 12; n += 1)
      await insertVideo(t, renter.userId, property.id, { stage: n % 2 ? 'move-out' : 'move-in' });
    await insertVideo(t, renter.userId, property.id, {
      stage: 'move-in',
      receivedAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000),
    });
    const counts = {
      properties: 1,
      moveInPhotos: 0,
      moveOutPhotos: 0,
      photoRows: 0,
      walkthroughPairs: 0,
      maintenanceItems: 0,
      transactionMonths: 0,
      capped: false,
    };
    const estimate = async (period: string) =>
      (await renter.visitor.get(`/api/reports/pdf/estimate?propertyId=${property.id}&period=${period}`)).body
        .estimate;

    expect(await estimate('all')).toEqual(estimateReportPdfSize({ ...counts, videos: 13 }));
    expect(await estimate('30')).toEqual(estimateReportPdfSize({ ...counts, videos: 12 }));
    expect((await estimate('30')).pages).toBe(estimateReportPdfSize({ ...counts, videos: 0 }).pages + 2);
  });
});
