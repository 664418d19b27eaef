import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from '../support/accounts';
import { ApiClient, apiClientFor } from '../support/api-client';
import { landlord } from '../support/landlords';
import { createProperty, plainPng, uploadPhoto } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date('2026-11-20T12:00:00Z') } });
});
afterAll(() => t.close());

/** A renter with a property, a maintenance item and a move-in photo, and a key. */
async function renterWithRecords(label: string) {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor, 'Maple Court 4B');
  const item = await renter.visitor.post('/api/maintenance', {
    propertyId: property.id,
    item: 'Leaky faucet',
  });
  expect(item.status).toBe(201);
  const photo = await uploadPhoto(
    renter.visitor,
    { propertyId: property.id, stage: 'move-in', area: 'Kitchen' },
    { bytes: await plainPng(), name: 'kitchen.png', type: 'image/png' },
  );
  expect(photo.status).toBe(201);
  const { api } = await apiClientFor(t, renter.userId, { scopes: ['read'] });
  return { ...renter, api, property };
}

describe('/api/v1/reports', () => {
  it("answers the app's report for the same options, of one property or all", async () => {
    const { api, visitor, property } = await renterWithRecords('v1-report');
    const query = `type=summary&period=all&propertyId=${property.id}`;
    const report = await api.get(`/api/v1/reports?${query}`);
    expect(report.status).toBe(200);
    expect(report.body.report).toMatchObject({
      options: { type: 'summary', period: 'all', propertyId: property.id },
      property: { id: property.id, name: 'Maple Court 4B' },
      summary: { photos: 1, maintenanceItems: 1, openItems: 1 },
      photos: { byStage: { 'move-in': 1, 'move-out': 0, maintenance: 0 } },
    });
    expect(report.body).toEqual((await visitor.get(`/api/reports?${query}`)).body);

    const defaults = await api.get('/api/v1/reports');
    expect(defaults.body.report).toMatchObject({
      options: { type: 'summary', period: '30' },
      property: null,
    });
  });

  it('estimates and streams the PDF of a report', async () => {
    const { api, property } = await renterWithRecords('v1-report-pdf');
    const estimate = await api.get(`/api/v1/reports/pdf/estimate?period=all&propertyId=${property.id}`);
    expect(estimate.status).toBe(200);
    expect(estimate.body.estimate).toMatchObject({ photos: 1, withinLimit: true, atLeast: false });

    const pdf = await api.get(`/api/v1/reports/pdf?period=all&propertyId=${property.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('rentproof-report-2026-11-20.pdf');
    const bytes = (pdf as typeof pdf & { bytes: Buffer }).bytes;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses bad options with the app’s messages', async () => {
    const { api } = await renterWithRecords('v1-report-bad');
    for (const [path, message] of [
      ['/api/v1/reports?type=everything', 'Choose a report type.'],
      ['/api/v1/reports/pdf?period=12', 'Choose a report period.'],
      ['/api/v1/reports/pdf/estimate?propertyId=mine', 'Choose a property from the list.'],
    ] as const) {
      const reply = await api.get(path);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it("answers another user's property like a missing one, and needs a personal key", async () => {
    const { api } = await renterWithRecords('v1-report-mine');
    const other = await renterWithRecords('v1-report-theirs');
    for (const path of ['/api/v1/reports', '/api/v1/reports/pdf', '/api/v1/reports/pdf/estimate']) {
      for (const propertyId of [other.property.id, crypto.randomUUID()]) {
        const reply = await api.get(`${path}?propertyId=${propertyId}`);
        expect(reply.status).toBe(404);
        expect(reply.body.error).toEqual({ code: 'NOT_FOUND', message: 'That property could not be found.' });
      }
    }
    expect((await new ApiClient(t.app, null).get('/api/v1/reports')).status).toBe(401);
    const owner = await landlord(t, 'v1-report-company');
    const company = await owner.visitor.get('/api/company');
    const companyKey = await apiClientFor(t, owner.userId, {
      company: { companyId: company.body.company.id, role: 'Admin' },
    });
    const refused = await companyKey.api.get('/api/v1/reports/pdf');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
  });
});
