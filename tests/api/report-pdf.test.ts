import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PhotoPair } from '#shared/photos/photo-pairs';
import { estimateReportPdfSize, REPORT_PDF_LIMIT } from '#shared/reports/report-pdf-estimate';
import type { Walkthrough } from '#shared/walkthroughs/walkthrough-schemas';
import { photos } from '#server/platform/db/schema/photos';
import type { FileStore } from '#server/platform/files/file-store';
import { checkPhotoChanges } from '#server/photos/check-photo-changes';
import { formatInstant } from '#server/platform/pdf/pdf-format';
import { renderReportPdf } from '#server/reports/render-report-pdf';
import { stampReceivedFiles } from '#server/platform/timestamps/stamp-received-files';
import { generateChangeScenes } from '../fixtures/change-scenes';
import { startLocalTsa } from '../support/local-tsa';
import { signedInRenter } from './support/accounts';
import { createProperty, insertPhotos, jpegWithExifAndGps, plainPng, uploadPhoto } from './support/photos';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

/** Drawing photos takes seconds on a machine busy with other test files. */
const DRAWING_TIMEOUT = 90_000;

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

/** A display copy that weighs what a phone photo's does: noise does not compress. */
async function noisyDisplayFile() {
  const noise = randomBytes(1200 * 900 * 3);
  const large = await sharp(noise, { raw: { width: 1200, height: 900, channels: 3 } })
    .webp({ quality: 80 })
    .toBuffer();
  const thumb = await sharp(large).resize(160, 160).webp().toBuffer();
  return { large, thumb };
}

describe('the PDF report', () => {
  it(
    "holds the figures, the condition report with every photo's facts, and the maintenance history",
    async () => {
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
        deviceCapturedAt: '2026-03-01T14:16:00.000Z',
      });
      const bathIn = await upload(
        visitor,
        { propertyId: property.id, stage: 'move-in', area: 'Bathroom' },
        plainPng(),
      );
      const kitchenOut = await upload(visitor, {
        propertyId: property.id,
        stage: 'move-out',
        area: 'kitchen',
      });
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
      for (const photo of [kitchenIn, bathIn, kitchenOut])
        expect(withoutSpaces(text)).toContain(photo.sha256);
      expect(text).toContain('Small scratch on the counter.');
      // Every time says its zone: the server's in UTC, the camera's in the camera's own offset.
      expect(withoutSpaces(text)).toContain(
        withoutSpaces("March 1, 2026 at 9:15:00 AM (UTC−05:00, the camera's offset)"),
      );
      expect(text).toMatch(/RECEIVED\s+\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}:\d{2} [AP]M UTC/);
      expect(text).toContain('No capture time');
      // The device's clock, said to be the device's, only for the photo that sent it.
      expect(text.match(/DEVICE'S TIME/g)).toHaveLength(1);
      expect(text).toContain("DEVICE'S TIME  March 1, 2026 at 2:16:00 PM UTC (the device's clock)");
      expect(text).toContain('Leaky faucet');
      expect(text).toContain('Plumbing');
      // An estimated cost without decimals (docs/product.md §9.2).
      expect(text).toContain('$75');
      expect(text).not.toContain('$75.40');
      pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1}`));
    },
    DRAWING_TIMEOUT,
  );

  it(
    "covers each of the user's properties when none is chosen, and only the user's",
    async () => {
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
    },
    DRAWING_TIMEOUT,
  );

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
        { db: t.db, files: t.services.files, now: new Date(), timestamping: false },
        userId,
        { type: 'summary', period: 'all', propertyId: flat.id },
        output,
      ),
    ).rejects.toThrow('The PDF output was closed before the report was written');
  });

  it(
    'shows only the photos received in the period, and says so on its title page',
    async () => {
      const { visitor } = await signedInRenter(t, 'pdfperiod');
      const flat = await createProperty(visitor, 'Flat');
      const recent = await upload(
        visitor,
        { propertyId: flat.id, stage: 'move-in', area: 'Hall' },
        pngOf('#405060'),
      );
      const old = await upload(
        visitor,
        { propertyId: flat.id, stage: 'move-out', area: 'Hall' },
        pngOf('#605040'),
      );
      await t.db
        .update(photos)
        .set({ receivedAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
        .where(eq(photos.id, old.id));

      const month = (
        await readPdf((await downloadPdf(visitor, `?propertyId=${flat.id}&period=30`)).bytes)
      ).join('\n');
      expect(withoutSpaces(month)).toContain(recent.sha256);
      expect(withoutSpaces(month)).not.toContain(old.sha256);
      expect(withoutSpaces(month)).toContain(
        withoutSpaces(
          'The condition report shows only the move-in and move-out photos of the property that Rentproof received in that period; photos received before or after it are not in this document.',
        ),
      );

      const all = (
        await readPdf((await downloadPdf(visitor, `?propertyId=${flat.id}&period=all`)).bytes)
      ).join('\n');
      expect(withoutSpaces(all)).toContain(recent.sha256);
      expect(withoutSpaces(all)).toContain(old.sha256);
      expect(withoutSpaces(all)).toContain(
        withoutSpaces(
          'The condition report shows every move-in and move-out photo of the property, whenever it was received.',
        ),
      );

      const estimate = await visitor.get(`/api/reports/pdf/estimate?propertyId=${flat.id}&period=30`);
      expect(estimate.status).toBe(200);
      expect(estimate.body.estimate).toMatchObject({ photos: 1, withinLimit: true });
      expect(estimate.body.estimate.pages).toBeGreaterThanOrEqual(4);
      expect(estimate.body.estimate.bytes).toBeGreaterThan(0);
    },
    DRAWING_TIMEOUT,
  );

  it(
    'shows a walkthrough pair side by side with what the change check found, only when both photos are in the report',
    async () => {
      const { visitor } = await signedInRenter(t, 'pdfpairs');
      const flat = await createProperty(visitor, 'Flat');
      const created = await visitor.post('/api/walkthroughs', {
        propertyId: flat.id,
        template: { kind: 'apartment', bedrooms: 1 },
      });
      expect(created.status).toBe(201);
      const [room] = (created.body.walkthrough as Walkthrough).rooms;
      const [shot] = room?.shots ?? [];
      if (!room || !shot) throw new Error('The template has no shot');
      const stain = (await generateChangeScenes()).find((scene) => scene.name === 'stain');
      if (!stain) throw new Error('No stain scene');
      const slot = { propertyId: flat.id, area: room.name, walkthroughShotId: shot.id };
      const moveIn = await uploadPhoto(visitor, { ...slot, stage: 'move-in' }, { bytes: stain.moveIn });
      const moveOut = await uploadPhoto(visitor, { ...slot, stage: 'move-out' }, { bytes: stain.moveOut });
      expect([moveIn.status, moveOut.status]).toEqual([201, 201]);
      // The pair's photos are counted again for the section that draws them.
      const estimate = await visitor.get(`/api/reports/pdf/estimate?propertyId=${flat.id}&period=all`);
      expect(estimate.body.estimate).toEqual(
        estimateReportPdfSize({
          properties: 1,
          moveInPhotos: 1,
          moveOutPhotos: 1,
          photoRows: 1,
          walkthroughPairs: 1,
          videos: 0,
          maintenanceItems: 0,
          transactionMonths: 0,
          capped: false,
        }),
      );
      const pdfText = async (query: string) =>
        withoutSpaces((await readPdf((await downloadPdf(visitor, query)).bytes)).join('\n'));

      const pending = await pdfText(`?propertyId=${flat.id}&period=all`);
      expect(pending).toContain(withoutSpaces('Walkthrough pairs'));
      expect(pending).toContain(withoutSpaces(`${room.name} · ${shot.name}`));
      expect(pending).toContain(withoutSpaces('Change check pending'));

      await checkPhotoChanges({ db: t.db, files: t.services.files, logger: t.services.logger });
      const comparison = await visitor.get(`/api/properties/${flat.id}/comparison`);
      const [pair] = comparison.body.pairs as PhotoPair[];
      expect(pair?.changes).toMatchObject({ status: 'done', regions: [{ dismissed: false }] });
      const checked = await pdfText(`?propertyId=${flat.id}&period=all`);
      expect(checked).toContain(withoutSpaces(`${room.name} · ${shot.name}`));
      expect(checked).toContain(withoutSpaces("1 change highlighted by Rentproof's change check."));
      expect(checked).toContain(withoutSpaces('an automatic comparison of the two photos'));

      const dismissed = await visitor.request('PATCH', `/api/photo-changes/${pair?.changes.id}`, {
        dismissed: [0],
      });
      expect(dismissed.status).toBe(200);
      expect(await pdfText(`?propertyId=${flat.id}&period=all`)).toContain(
        withoutSpaces("No changes highlighted by Rentproof's change check (1 dismissed by the renter)."),
      );

      // With its move-in photo received before the period, the pair is not in the report.
      await t.db
        .update(photos)
        .set({ receivedAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
        .where(eq(photos.id, moveIn.body.photo.id));
      const month = await pdfText(`?propertyId=${flat.id}&period=30`);
      expect(month).toContain(moveOut.body.photo.sha256);
      expect(month).not.toContain(withoutSpaces('Walkthrough pairs'));
    },
    DRAWING_TIMEOUT,
  );

  it(
    'refuses a report past the limit before any byte, saying what to download instead',
    async () => {
      const { visitor, userId } = await signedInRenter(t, 'pdflarge');
      const flat = await createProperty(visitor, 'Flat');
      await insertPhotos(t, userId, flat.id, REPORT_PDF_LIMIT.photos + 40);

      const estimate = await visitor.get(`/api/reports/pdf/estimate?propertyId=${flat.id}&period=all`);
      expect(estimate.body.estimate).toMatchObject({ photos: 640, withinLimit: false });
      const one = await visitor.get(`/api/reports/pdf?propertyId=${flat.id}&period=all`);
      expect(one.status).toBe(422);
      expect(one.body.error).toEqual({
        code: 'REPORT_TOO_LARGE',
        message:
          "This report has 640 photos, too many for one PDF (the limit is 600). Download the property's signed evidence bundle, which holds every photo, or choose a shorter period.",
      });
      const every = await visitor.get('/api/reports/pdf?period=all');
      expect(every.status).toBe(422);
      expect(every.body.error.message).toMatch(/Choose one property .* or a shorter period\.$/);

      // A share link (a rental verification: every home, all time) is refused the same way.
      const link = await visitor.post('/api/verification/share-links', {
        recipientEmail: 'landlord@example.com',
        consent: true,
      });
      const token = new URL(link.body.url).pathname.split('/').at(-1) ?? '';
      const shared = await new Visitor(t.app).get(`/api/verify/${token}/report.pdf`);
      expect(shared.status).toBe(422);
      expect(shared.body.error.code).toBe('REPORT_TOO_LARGE');
      expect(shared.body.error.message).toMatch(
        /^This report has 640 photos.*Download the evidence bundle instead/,
      );
    },
    DRAWING_TIMEOUT,
  );

  it(
    'stops reading photos and frees the document when the download is cancelled',
    async () => {
      const { visitor, userId } = await signedInRenter(t, 'pdfabort');
      const flat = await createProperty(visitor, 'Flat');
      const count = 120;
      await insertPhotos(t, userId, flat.id, count, await noisyDisplayFile());
      // The file store as the app sees it, counting the photo files the renderer opens and those
      // it is still reading.
      const store = t.services.files;
      let reads = 0;
      let reading = 0;
      const counting: FileStore = {
        ...store,
        async open(key) {
          reads += 1;
          reading += 1;
          const file = await store.open(key);
          if (!file) {
            reading -= 1;
            return null;
          }
          const done = () => {
            reading -= 1;
          };
          const stream = file.stream.pipeThrough(
            new TransformStream<Uint8Array, Uint8Array>({ flush: done }),
          );
          return { ...file, stream };
        },
      };
      t.services.files = counting;
      try {
        const response = await t.app.request(`/api/reports/pdf?propertyId=${flat.id}&period=all`, {
          headers: { cookie: visitor.cookieHeader, origin: APP_URL, 'x-forwarded-for': visitor.ip },
        });
        expect(response.status).toBe(200);
        const reader = response.body?.getReader();
        const first = await reader?.read();
        expect(first?.value?.length).toBeGreaterThan(0);
        await reader?.cancel();

        // Settled: no photo file is being read, and a whole other request has been answered since.
        await vi.waitFor(() => expect(reading).toBe(0), { timeout: 30_000 });
        expect((await visitor.get(`/api/reports/pdf/estimate?propertyId=${flat.id}`)).status).toBe(200);
        await vi.waitFor(() => expect(reading).toBe(0), { timeout: 30_000 });
        const settled = reads;
        expect(settled).toBeLessThan(count / 4);
        // Nothing is read afterwards either: the renderer has stopped, not paused.
        await downloadPdf((await signedInRenter(t, 'pdfafter')).visitor);
        expect(reads).toBe(settled);
      } finally {
        t.services.files = store;
      }
    },
    DRAWING_TIMEOUT,
  );

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
    expect((await intruder.visitor.get(`/api/reports/pdf/estimate?propertyId=${flat.id}`)).status).toBe(404);
    expect((await owner.visitor.get('/api/reports/pdf/estimate?type=weekly')).status).toBe(400);
  });

  it(
    "says under each photo's facts who independently timestamped it and when, or that it is pending",
    async () => {
      const tsa = await startLocalTsa();
      const stamping = await createTestApp({ env: { TSA_URLS: tsa.url } });
      try {
        const { visitor } = await signedInRenter(stamping, 'pdfstamped');
        const flat = await createProperty(visitor, 'Flat');
        const stamped = await upload(
          visitor,
          { propertyId: flat.id, stage: 'move-in', area: 'Hall' },
          pngOf('#405060'),
        );
        const deps = { db: stamping.db, logger: stamping.services.logger, tsaUrls: [tsa.url] };
        expect(await stampReceivedFiles(deps, new Date())).toMatchObject({ batched: 1, stamped: 1 });
        const pending = await upload(
          visitor,
          { propertyId: flat.id, stage: 'move-out', area: 'Hall' },
          pngOf('#605040'),
        );
        const { timestamp } = (await visitor.get(`/api/photos/${stamped.id}`)).body.photo;
        expect(timestamp).toMatchObject({ status: 'stamped', tsa: tsa.name });

        const response = await stamping.app.request(`/api/reports/pdf?propertyId=${flat.id}&period=all`, {
          headers: { cookie: visitor.cookieHeader, origin: APP_URL, 'x-forwarded-for': visitor.ip },
        });
        expect(response.status).toBe(200);
        const text = withoutSpaces((await readPdf(new Uint8Array(await response.arrayBuffer()))).join('\n'));
        const line = `Independently timestamped by Rentproof Test TSA at ${formatInstant(timestamp.at)}`;
        expect(text).toContain(withoutSpaces(line));
        expect(text.split(withoutSpaces('Independently timestamped by'))).toHaveLength(2);
        expect(text).toContain(withoutSpaces('Independent timestamp pending'));
        // The line sits under each photo's facts: after its SHA-256.
        expect(text.indexOf(stamped.sha256)).toBeLessThan(text.indexOf(withoutSpaces(line)));
        expect(text.indexOf(pending.sha256)).toBeLessThan(
          text.indexOf(withoutSpaces('Independent timestamp pending')),
        );
      } finally {
        await stamping.close();
        await tsa.close();
      }

      // A server with no Time-Stamping Authority says nothing of a stamp, neither missing nor pending.
      const { visitor } = await signedInRenter(t, 'pdfnotsa');
      const flat = await createProperty(visitor, 'Flat');
      await upload(visitor, { propertyId: flat.id, stage: 'move-in', area: 'Hall' }, pngOf('#506070'));
      const text = withoutSpaces(
        (await readPdf((await downloadPdf(visitor, `?propertyId=${flat.id}`)).bytes)).join('\n'),
      );
      expect(text).not.toContain(withoutSpaces('independent timestamp'));
      expect(text).not.toContain(withoutSpaces('Independent timestamp'));
    },
    DRAWING_TIMEOUT,
  );

  it('needs a session', async () => {
    const reply = await new Visitor(t.app).get('/api/reports/pdf');
    expect(reply.status).toBe(401);
  });
});
