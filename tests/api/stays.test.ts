import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import { pdfText } from './support/pdf-text';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = async () => ({ bytes: await plainPng(), type: 'image/png', name: 'room.png' });

const STAY = {
  place: 'Hotel Miramar',
  address: '1 Beach Road, Lisbon',
  checkInDate: '2026-06-01',
  checkOutDate: '2026-06-04',
  host: 'Booking.com',
  bookingReference: 'BK-4471',
  notes: 'Room 212',
};

function storedFilesOf(userId: string) {
  const folder = path.join(t.dataDir, 'files', 'users', userId, 'photos');
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe('Travel Mode stays', () => {
  it('logs a stay with check-in and check-out photos, lists, compares, edits with its version and deletes it with its files', async () => {
    const { visitor, userId } = await signedInRenter(t, 'stay');
    const created = await visitor.post('/api/stays', STAY);
    expect(created.status).toBe(201);
    expect(created.body.stay).toMatchObject({
      ...STAY,
      version: 1,
      checkInPhotoCount: 0,
      checkOutPhotoCount: 0,
    });
    const id = created.body.stay.id as string;

    const checkIn = await uploadPhoto(
      visitor,
      { propertyId: id, stage: 'move-in', area: 'Bathroom' },
      await png(),
    );
    expect(checkIn.status).toBe(201);
    const checkOut = await uploadPhoto(
      visitor,
      { propertyId: id, stage: 'move-out', area: 'bathroom' },
      await png(),
    );
    expect(checkOut.status).toBe(201);
    expect(storedFilesOf(userId)).toHaveLength(2);

    const list = await visitor.get('/api/stays');
    expect(list.status).toBe(200);
    expect(list.body.nextCursor).toBeNull();
    expect(list.body.stays).toEqual([
      expect.objectContaining({ id, place: 'Hotel Miramar', checkInPhotoCount: 1, checkOutPhotoCount: 1 }),
    ]);

    const comparison = await visitor.get(`/api/stays/${id}/comparison`);
    expect(comparison.status).toBe(200);
    expect(comparison.body.stay.id).toBe(id);
    expect(comparison.body.areas).toHaveLength(1);
    expect(comparison.body.areas[0].moveIn.map((p: { id: string }) => p.id)).toEqual([checkIn.body.photo.id]);
    expect(comparison.body.areas[0].moveOut.map((p: { id: string }) => p.id)).toEqual([
      checkOut.body.photo.id,
    ]);

    const edited = await visitor.put(`/api/stays/${id}`, {
      ...STAY,
      place: 'Hotel Miramar Lisboa',
      host: '',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.stay).toMatchObject({
      place: 'Hotel Miramar Lisboa',
      host: '',
      notes: 'Room 212',
      version: 2,
    });
    const stale = await visitor.put(`/api/stays/${id}`, { ...STAY, place: 'Stale', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_UPDATE');
    expect(stale.body.error.details.current).toMatchObject({ place: 'Hotel Miramar Lisboa', version: 2 });

    expect((await visitor.delete(`/api/stays/${id}`)).status).toBe(204);
    expect((await visitor.get(`/api/stays/${id}`)).status).toBe(404);
    expect((await visitor.get(`/api/photos/${checkIn.body.photo.id}`)).status).toBe(404);
    expect(storedFilesOf(userId)).toEqual([]);
  });

  it('lists the newest check-in first, a page at a time', async () => {
    const { visitor } = await signedInRenter(t, 'staypages');
    for (const [place, checkInDate] of [
      ['Spring inn', '2026-03-01'],
      ['Summer lodge', '2026-07-01'],
      ['Winter cabin', '2026-01-10'],
    ]) {
      expect(
        (await visitor.post('/api/stays', { place, checkInDate, checkOutDate: checkInDate })).status,
      ).toBe(201);
    }
    const first = await visitor.get('/api/stays?limit=2');
    expect(first.body.stays.map((s: { place: string }) => s.place)).toEqual(['Summer lodge', 'Spring inn']);
    const second = await visitor.get(`/api/stays?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.stays.map((s: { place: string }) => s.place)).toEqual(['Winter cabin']);
    expect(second.body.nextCursor).toBeNull();
    expect((await visitor.get('/api/stays?cursor=not-a-cursor')).status).toBe(400);
  });

  it('refuses bad input with the product’s messages and stores nothing', async () => {
    const { visitor } = await signedInRenter(t, 'staybad');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...STAY, place: '  ' }, 'Please enter where you are staying.'],
      [{ ...STAY, checkInDate: '' }, 'Please enter the check-in date.'],
      [{ ...STAY, checkOutDate: undefined }, 'Please enter the check-out date.'],
      [{ ...STAY, checkOutDate: '2026-05-31' }, 'The check-out date cannot be before the check-in date.'],
      [{ ...STAY, checkInDate: '2026-02-30' }, 'Please enter a real date (YYYY-MM-DD).'],
      [
        { ...STAY, host: 'two\nlines' },
        'Host or platform must be on one line. Please remove line breaks and tabs.',
      ],
    ];
    for (const [body, message] of cases) {
      const reply = await visitor.post('/api/stays', body);
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe(message);
    }
    const stay = (await visitor.post('/api/stays', STAY)).body.stay;
    const unversioned = await visitor.put(`/api/stays/${stay.id}`, STAY);
    expect(unversioned.status).toBe(400);
    const backwards = await visitor.put(`/api/stays/${stay.id}`, {
      ...STAY,
      checkOutDate: '2026-01-01',
      version: 1,
    });
    expect(backwards.status).toBe(400);
    expect((await visitor.get('/api/stays')).body.stays).toHaveLength(1);
    expect((await visitor.get('/api/stays/not-a-uuid')).status).toBe(404);
  });

  it('answers another user’s stay like an unknown one, on its photos, report and share link too', async () => {
    const owner = await signedInRenter(t, 'stayowner');
    const intruder = await signedInRenter(t, 'stayintruder');
    const stay = (await owner.visitor.post('/api/stays', STAY)).body.stay;
    const unknown = crypto.randomUUID();
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['GET', '/comparison', undefined],
      ['PUT', '', { ...STAY, place: 'Mine', version: 1 }],
      ['DELETE', '', undefined],
    ] as const) {
      const foreign = await intruder.visitor.request(method, `/api/stays/${stay.id}${suffix}`, body);
      const missing = await intruder.visitor.request(method, `/api/stays/${unknown}${suffix}`, body);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
    }
    expect((await intruder.visitor.get('/api/stays')).body.stays).toEqual([]);
    const photo = await uploadPhoto(intruder.visitor, { propertyId: stay.id, stage: 'move-in' }, await png());
    expect(photo.status).toBe(404);
    expect((await intruder.visitor.get(`/api/reports?propertyId=${stay.id}`)).status).toBe(404);
    expect(
      (
        await intruder.visitor.post('/api/verification/report-shares', {
          type: 'summary',
          period: 'all',
          propertyId: stay.id,
        })
      ).status,
    ).toBe(404);
    expect((await owner.visitor.get(`/api/stays/${stay.id}`)).body.stay).toMatchObject({
      place: STAY.place,
      version: 1,
    });
  });

  it('is for signed-in people only', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/stays')).status).toBe(401);
    expect((await anonymous.post('/api/stays', STAY)).status).toBe(401);
    expect((await anonymous.get(`/api/stays/${crypto.randomUUID()}`)).status).toBe(401);
    expect((await anonymous.get(`/api/stays/${crypto.randomUUID()}/comparison`)).status).toBe(401);
    expect((await anonymous.put(`/api/stays/${crypto.randomUUID()}`, { ...STAY, version: 1 })).status).toBe(
      401,
    );
    expect((await anonymous.delete(`/api/stays/${crypto.randomUUID()}`)).status).toBe(401);
  });

  it('keeps stays out of the homes: the property list, its routes, the dashboard and report counts', async () => {
    const { visitor } = await signedInRenter(t, 'stayhomes');
    const home = await createProperty(visitor, 'Flat');
    const stay = (await visitor.post('/api/stays', STAY)).body.stay;

    const homes = await visitor.get('/api/properties');
    expect(homes.body.properties.map((p: { id: string }) => p.id)).toEqual([home.id]);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Renamed', version: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const asProperty = await visitor.request(method, `/api/properties/${stay.id}`, body);
      expect(asProperty.status).toBe(404);
    }
    expect((await visitor.get(`/api/stays/${home.id}`)).status).toBe(404);
    expect((await visitor.get(`/api/stays/${stay.id}`)).body.stay).toMatchObject({
      place: STAY.place,
      version: 1,
    });

    const summary = (await visitor.get('/api/dashboard')).body.summary;
    expect(summary).toMatchObject({ totalStays: 1, checklist: { addedProperty: true } });

    const all = (await visitor.get('/api/reports?period=all')).body.report;
    expect(all.summary).toMatchObject({ properties: 1, stays: 1 });
    // The 30-day report counts the stays checked into in those 30 days: none here.
    expect((await visitor.get('/api/reports?period=30')).body.report.summary).toMatchObject({ stays: 0 });
  });

  it('reports, shares and prints a stay as a stay: its dates, host and check-in / check-out photos', async () => {
    const { visitor } = await signedInRenter(t, 'staypdf');
    const stay = (await visitor.post('/api/stays', STAY)).body.stay;
    const photo = await uploadPhoto(
      visitor,
      { propertyId: stay.id, stage: 'move-in', area: 'Bedroom' },
      await png(),
    );
    expect(photo.status).toBe(201);

    // A check-in photo is not a move into a home: the dashboard's checklist does not tick it.
    expect((await visitor.get('/api/dashboard')).body.summary).toMatchObject({
      totalPhotos: 1,
      totalStays: 1,
      checklist: { addedProperty: false, loggedMoveInPhotos: false },
    });

    const report = (await visitor.get(`/api/reports?propertyId=${stay.id}&period=all`)).body.report;
    expect(report.property).toEqual({
      id: stay.id,
      name: STAY.place,
      stay: {
        checkInDate: '2026-06-01',
        checkOutDate: '2026-06-04',
        host: 'Booking.com',
        bookingReference: 'BK-4471',
      },
    });
    expect(report.summary).toMatchObject({ properties: 0, stays: 1, photos: 1 });

    const shared = await visitor.post('/api/verification/report-shares', {
      type: 'summary',
      period: 'all',
      propertyId: stay.id,
    });
    expect(shared.status).toBe(201);
    const token = new URL(shared.body.url).pathname.split('/').at(-1) ?? '';
    const page = await new Visitor(t.app).get(`/api/verify/${token}`);
    expect(page.body.sharedReport.report.property.stay).toMatchObject({ checkInDate: '2026-06-01' });

    const pdf = await t.app.request(`/api/reports/pdf?propertyId=${stay.id}&period=all`, {
      headers: { cookie: visitor.cookieHeader },
    });
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Stayrecordandcheck-in/check-outconditionreport');
    expect(text).toContain('Check-in2026-06-01·check-out2026-06-04·hostBooking.com·bookingreferenceBK-4471');
    expect(text).toContain('Check-in(1)');
    expect(text).not.toMatch(/move-in|Move-in|Rentalrecord/);

    const bundle = await t.app.request(`/api/evidence/properties/${stay.id}/bundle.zip`, {
      headers: { cookie: visitor.cookieHeader },
    });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toBe('application/zip');
  });

  it('keeps a stay’s photos and reviews out of a rental verification', async () => {
    const { visitor } = await signedInRenter(t, 'stayverify');
    const home = await createProperty(visitor, 'Flat');
    const homePhoto = await uploadPhoto(visitor, { propertyId: home.id, stage: 'move-in' }, await png());
    const stay = (await visitor.post('/api/stays', STAY)).body.stay;
    await uploadPhoto(visitor, { propertyId: stay.id, stage: 'move-in' }, await png());
    await visitor.post('/api/emotional-reviews', { propertyId: home.id, rating: 4 });
    await visitor.post('/api/emotional-reviews', { propertyId: stay.id, rating: 1 });
    const link = await visitor.post('/api/verification/share-links', {
      recipientEmail: 'landlord@example.com',
      consent: true,
      includeReviews: true,
    });
    expect(link.status).toBe(201);
    const token = new URL(link.body.url).pathname.split('/').at(-1) ?? '';
    const page = await new Visitor(t.app).get(`/api/verify/${token}`);
    expect(page.body.report.depositDisputes.photos.map((p: { id: string }) => p.id)).toEqual([
      homePhoto.body.photo.id,
    ]);
    expect(page.body.report.residentConduct).toMatchObject({
      included: true,
      reviewCount: 1,
      averageRating: 4,
      reviews: [{ rating: 4, propertyName: 'Flat' }],
    });
  });

  it('takes a stay for an amenity and an emotional review, named by its place', async () => {
    const { visitor } = await signedInRenter(t, 'stayamenity');
    const stay = (await visitor.post('/api/stays', STAY)).body.stay;
    const amenity = await visitor.post('/api/amenities', { propertyId: stay.id, name: 'Pool' });
    expect(amenity.status).toBe(201);
    expect(amenity.body.amenity).toMatchObject({ propertyId: stay.id, propertyName: STAY.place });
    const review = await visitor.post('/api/emotional-reviews', { propertyId: stay.id, rating: 4 });
    expect(review.status).toBe(201);
    expect(review.body.review).toMatchObject({ propertyId: stay.id, propertyName: STAY.place, rating: 4 });
  });
});
