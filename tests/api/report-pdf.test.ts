import { PassThrough } from 'node:stream';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReportPdf } from '#server/reports/render-report-pdf';
import { signedInRenter } from './support/accounts';
import { createProperty, jpegWithExifAndGps, plainPng, uploadPhoto } from './support/photos';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The PDF as a browser downloads it (the Visitor helper reads bodies as text). */
async function downloadPdf(visitor: Visitor, query = '') {
  const response = await t.app.request(`/api/reports/pdf${query}`, {
    headers: { cookie: visitor.cookieHeader, origin: APP_URL, 'x-forwarded-for': visitor.ip },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Each page's text, as a reader copying it would get it. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

/** A PNG of its own colour, so that every photo has its own SHA-256. */
const pngOf = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(visitor: Visitor, fields: Record<string, string>, png?: Promise<Buffer>) {
  const reply = await uploadPhoto(
    visitor,
    fields,
    png ? { bytes: await png, type: 'image/png', name: 'room.png' } : { bytes: await jpegWithExifAndGps() },
  );
  if (reply.status !== 201) throw new Error(`Upload failed: ${JSON.stringify(reply.body)}`);
  return reply.body.photo as { id: string; sha256: string };
}

describe('the PDF report', () => {
  it("holds the figures, the condition report with every photo's facts, and the maintenance history", async () => {
    const { visitor } = await signedInRenter(t, 'pdf');
    // Beyond Latin-1, which the standard PDF fonts cannot print.
    const created = await visitor.post('/api/properties', {
      name: 'Łódź Straße 5 — Ελληνικά',
      address: '12 Rue de l’Église, Genève',
    });
    const property = created.body.property as { id: string };
    const kitchenIn = await upload(visitor, {
      propertyId: property.id,
      stage: 'move-in',
      area: 'Kitchen',
      notes: 'Small scratch on the counter.',
    });
    const bathIn = await upload(
      visitor,
      { propertyId: property.id, stage: 'move-in', area: 'Bathroom' },
      plainPng(),
    );
    const kitchenOut = await upload(visitor, { propertyId: property.id, stage: 'move-out', area: 'kitchen' });
    await visitor.post('/api/maintenance', {
      propertyId: property.id,
      item: 'Leaky faucet',
      category: 'Plumbing',
      cost: '75.40',
    });

    const { response, bytes } = await downloadPdf(visitor, `?propertyId=${property.id}&type=summary`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rentproof-report-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const pages = await readPdf(bytes);
    // Title, figures, the condition report (two areas), the maintenance history.
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const text = pages.join('\n');
    for (const heading of [
      'Summary report',
      'Jamie Renter',
      'Łódź Straße 5 — Ελληνικά',
      'Figures',
      'By category',
      'Condition report: Łódź Straße 5 — Ελληνικά',
      'Maintenance history',
    ]) {
      expect(text).toContain(heading);
    }
    for (const photo of [kitchenIn, bathIn, kitchenOut]) expect(withoutSpaces(text)).toContain(photo.sha256);
    expect(text).toContain('Small scratch on the counter.');
    expect(text).toContain('March 1, 2026, 09:15:00 (UTC-05:00)');
    expect(text).toContain('No capture time');
    expect(text).toContain('Leaky faucet');
    expect(text).toContain('Plumbing');
    // An estimated cost without decimals (docs/product.md §9.2).
    expect(text).toContain('$75');
    expect(text).not.toContain('$75.40');
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1}`));
  });

  it("covers each of the user's properties when none is chosen, and only the user's", async () => {
    const { visitor } = await signedInRenter(t, 'pdfall');
    const other = await signedInRenter(t, 'pdfothers');
    const flat = await createProperty(visitor, 'Flat');
    const house = await createProperty(visitor, 'House');
    const elsewhere = await createProperty(other.visitor, 'Not Mine');
    const flatPhoto = await upload(
      visitor,
      { propertyId: flat.id, stage: 'move-in', area: 'Hall' },
      pngOf('#a0b0c0'),
    );
    const housePhoto = await upload(
      visitor,
      { propertyId: house.id, stage: 'move-out', area: 'Hall' },
      pngOf('#c0b0a0'),
    );
    const foreignPhoto = await upload(
      other.visitor,
      { propertyId: elsewhere.id, stage: 'move-in' },
      pngOf('#b0c0a0'),
    );

    const { response, bytes } = await downloadPdf(visitor, '?type=photos&period=all');
    expect(response.status).toBe(200);
    const text = (await readPdf(bytes)).join('\n');
    expect(text).toContain('Photos report');
    expect(text).toContain('Condition report: Flat');
    expect(text).toContain('Condition report: House');
    expect(text).not.toContain('Not Mine');
    expect(withoutSpaces(text)).toContain(flatPhoto.sha256);
    expect(withoutSpaces(text)).toContain(housePhoto.sha256);
    expect(withoutSpaces(text)).not.toContain(foreignPhoto.sha256);
  });

  it('stops drawing when the reader goes away halfway', async () => {
    const { visitor, userId } = await signedInRenter(t, 'pdfcancel');
    const flat = await createProperty(visitor, 'Flat');
    await upload(visitor, { propertyId: flat.id, stage: 'move-in', area: 'Hall' }, pngOf('#102030'));
    await upload(visitor, { propertyId: flat.id, stage: 'move-out', area: 'Hall' }, pngOf('#302010'));
    const output = new PassThrough();
    // A download cancelled as soon as the first bytes arrive.
    output.once('data', () => output.destroy());
    await expect(
      renderReportPdf(
        { db: t.db, files: t.services.files, now: new Date() },
        userId,
        { type: 'summary', period: 'all', propertyId: flat.id },
        output,
      ),
    ).rejects.toThrow('The PDF output was closed before the report was written');
  });

  it("answers 404 for another user's property and 400 for bad options, before any PDF is made", async () => {
    const owner = await signedInRenter(t, 'pdfowner');
    const intruder = await signedInRenter(t, 'pdfintruder');
    const flat = await createProperty(owner.visitor, 'Flat');
    const foreign = await intruder.visitor.get(`/api/reports/pdf?propertyId=${flat.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    const bad = await owner.visitor.get('/api/reports/pdf?period=14');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Choose a report period.');
  });

  it('needs a session', async () => {
    const reply = await new Visitor(t.app).get('/api/reports/pdf');
    expect(reply.status).toBe(401);
  });
});
