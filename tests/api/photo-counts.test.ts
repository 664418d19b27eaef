import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import { apiClientFor } from './support/api-client';
import { createProperty, uploadPhoto } from './support/photos';
import { downloadReportPdf, pdfText } from './support/pdf-text';
import { createTestApp, type TestApp } from './support/test-app';
import type { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let colour = 0;
/** A PNG of its own colour, so that no two uploads are the same file. */
async function png() {
  colour += 1;
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: colour * 20, g: 90, b: 140 } },
  })
    .png()
    .toBuffer();
  return { bytes, type: 'image/png', name: 'photo.png' };
}

async function upload(visitor: Visitor, fields: Record<string, string>) {
  const reply = await uploadPhoto(visitor, fields, await png());
  expect(reply.status).toBe(201);
}

describe('photos logged (issue 34, item 5)', () => {
  it('are the same on the dashboard, Reports, /api/v1 and the PDF, amenity photos left to the amenity log', async () => {
    const { visitor, userId } = await signedInRenter(t, 'photocounts');
    const flat = await createProperty(visitor, 'Flat');
    await upload(visitor, { propertyId: flat.id, stage: 'move-in', area: 'Hall' });
    await upload(visitor, { propertyId: flat.id, stage: 'move-in', area: 'Kitchen' });
    await upload(visitor, { propertyId: flat.id, stage: 'move-out', area: 'Hall' });
    const amenity = await visitor.post('/api/amenities', { propertyId: flat.id, name: 'Pool' });
    expect(amenity.status).toBe(201);
    const amenityId = amenity.body.amenity.id as string;
    await upload(visitor, { propertyId: flat.id, stage: 'amenity-before', amenityId });
    await upload(visitor, { propertyId: flat.id, stage: 'amenity-after', amenityId });

    const { api } = await apiClientFor(t, userId, { scopes: ['read'] });
    const counts = {
      dashboard: (await visitor.get('/api/dashboard')).body.summary.totalPhotos,
      dashboardOfFlat: (await visitor.get(`/api/dashboard?propertyId=${flat.id}`)).body.summary.totalPhotos,
      reportAllTime: (await visitor.get('/api/reports?period=all')).body.report.summary.photos,
      reportOfFlat: (await visitor.get(`/api/reports?period=all&propertyId=${flat.id}`)).body.report.summary
        .photos,
      reportLastMonth: (await visitor.get('/api/reports?period=30')).body.report.summary.photos,
      v1: (await api.get('/api/v1/reports?period=all')).body.report.summary.photos,
    };
    expect(counts).toEqual({
      dashboard: 3,
      dashboardOfFlat: 3,
      reportAllTime: 3,
      reportOfFlat: 3,
      reportLastMonth: 3,
      v1: 3,
    });
    expect(await pdfText(await downloadReportPdf(t, visitor, '?period=all'))).toContain('Stays0Photos3');
  }, 120_000);
});
