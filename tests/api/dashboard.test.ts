import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NO_DEPOSITS = { atStake: '0.00', open: 0, settled: 0, settledAmount: '0.00', returned: '0.00' };

describe('dashboard summary', () => {
  it('starts empty with nothing ticked', async () => {
    const { visitor } = await signedInRenter(t, 'dashempty');
    expect((await visitor.get('/api/dashboard')).body.summary).toEqual({
      totalPhotos: 0,
      openMaintenance: 0,
      totalEstimatedCosts: '0.00',
      totalStays: 0,
      finances: { totalPaidExpenses: '0.00', totalIncome: '0.00', netBalance: '0.00' },
      deposits: NO_DEPOSITS,
      checklist: { addedProperty: false, loggedMoveInPhotos: false, recordedMaintenance: false },
    });
  });

  it('counts photos and open issues and sums costs exactly, overall and per property', async () => {
    const { visitor } = await signedInRenter(t, 'dash');
    const flat = await createProperty(visitor, 'Flat');
    const house = await createProperty(visitor, 'House');
    const png = await plainPng();
    await uploadPhoto(visitor, { propertyId: flat.id, stage: 'move-in' }, { bytes: png, type: 'image/png' });
    await uploadPhoto(
      visitor,
      { propertyId: house.id, stage: 'move-out' },
      { bytes: png, type: 'image/png' },
    );
    // 0.1 + 0.2 is where floating point goes wrong.
    await visitor.post('/api/maintenance', { propertyId: flat.id, item: 'A', cost: '0.10' });
    await visitor.post('/api/maintenance', { propertyId: flat.id, item: 'B', cost: '0.20' });
    await visitor.post('/api/maintenance', {
      propertyId: house.id,
      item: 'C',
      cost: '1234567.89',
      status: 'completed',
    });
    await visitor.post('/api/maintenance', { propertyId: house.id, item: 'D' });

    await visitor.post('/api/finances/transactions', {
      propertyId: flat.id,
      amount: '1500',
      dueDate: '2026-10-01',
      status: 'Paid',
      paidDate: '2026-10-01',
    });
    await visitor.post('/api/finances/transactions', {
      propertyId: house.id,
      transactionType: 'Security Deposit Return',
      amount: '1600',
      dueDate: '2026-10-15',
      status: 'Paid',
      paidDate: '2026-10-15',
    });

    const all = (await visitor.get('/api/dashboard')).body.summary;
    expect(all).toEqual({
      totalPhotos: 2,
      openMaintenance: 3,
      totalEstimatedCosts: '1234568.19',
      totalStays: 0,
      finances: { totalPaidExpenses: '1500.00', totalIncome: '0.00', netBalance: '-1500.00' },
      deposits: NO_DEPOSITS,
      checklist: { addedProperty: true, loggedMoveInPhotos: true, recordedMaintenance: true },
    });
    const flatOnly = (await visitor.get(`/api/dashboard?propertyId=${flat.id}`)).body.summary;
    expect(flatOnly).toMatchObject({
      totalPhotos: 1,
      openMaintenance: 2,
      totalEstimatedCosts: '0.30',
      finances: { totalPaidExpenses: '1500.00', totalIncome: '0.00', netBalance: '-1500.00' },
    });
  });

  it('sums the deposits at stake and the settled ones exactly, overall and per property', async () => {
    const { visitor } = await signedInRenter(t, 'dashdeposits');
    const [flat, house, cabin] = [
      await createProperty(visitor, 'Flat'),
      await createProperty(visitor, 'House'),
      await createProperty(visitor, 'Cabin'),
    ];
    const deposit = (propertyId: string, fields: Record<string, string>) =>
      visitor.post('/api/deposits', { propertyId, moveOutDate: '2026-09-01', jurisdiction: 'DC', ...fields });
    expect((await deposit(flat.id, { amount: '1500.10' })).status).toBe(201);
    expect((await deposit(house.id, { amount: '0.20' })).status).toBe(201);
    const settled = await deposit(cabin.id, {
      amount: '2000',
      returnedAmount: '1200.55',
      returnedOn: '2026-10-01',
    });
    expect(settled.status).toBe(201);

    expect((await visitor.get('/api/dashboard')).body.summary.deposits).toEqual({
      atStake: '1500.30',
      open: 2,
      settled: 1,
      settledAmount: '2000.00',
      returned: '1200.55',
    });
    expect((await visitor.get(`/api/dashboard?propertyId=${house.id}`)).body.summary.deposits).toEqual({
      ...NO_DEPOSITS,
      atStake: '0.20',
      open: 1,
    });
    expect((await visitor.get(`/api/dashboard?propertyId=${cabin.id}`)).body.summary.deposits).toEqual({
      ...NO_DEPOSITS,
      settled: 1,
      settledAmount: '2000.00',
      returned: '1200.55',
    });
    const other = await signedInRenter(t, 'dashdepositsother');
    expect((await other.visitor.get('/api/dashboard')).body.summary.deposits).toEqual(NO_DEPOSITS);
  });

  it("shows nothing of another user's records, and filtering by their property is 404 as for a missing one", async () => {
    const owner = await signedInRenter(t, 'dashowner');
    const other = await signedInRenter(t, 'dashother');
    const flat = await createProperty(owner.visitor, 'Flat');
    await owner.visitor.post('/api/maintenance', { propertyId: flat.id, item: 'A', cost: '10' });
    expect((await other.visitor.get('/api/dashboard')).body.summary.openMaintenance).toBe(0);
    const foreign = await other.visitor.get(`/api/dashboard?propertyId=${flat.id}`);
    const unknown = await other.visitor.get(`/api/dashboard?propertyId=${crypto.randomUUID()}`);
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(unknown.body);
  });

  it('refuses a malformed property filter and needs a session', async () => {
    const { visitor } = await signedInRenter(t, 'dashbad');
    expect((await visitor.get('/api/dashboard?propertyId=nope')).status).toBe(400);
    expect((await new Visitor(t.app).get('/api/dashboard')).status).toBe(401);
  });
});

describe('Demo Mode', () => {
  it('creates the sample data of docs/product.md §15 once, with two real photos', async () => {
    const { visitor } = await signedInRenter(t, 'demo');
    const first = await visitor.post('/api/demo');
    expect(first.status).toBe(201);
    const again = await visitor.post('/api/demo');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ created: false, propertyId: first.body.propertyId });

    const properties = (await visitor.get('/api/properties')).body.properties;
    expect(properties).toHaveLength(1);
    expect(properties[0]).toMatchObject({
      name: 'My First Apartment',
      isDemo: true,
      photoCount: 2,
      maintenanceCount: 1,
    });
    const items = (await visitor.get('/api/maintenance')).body.items;
    expect(items).toEqual([
      expect.objectContaining({
        item: 'Leaky faucet',
        category: 'Plumbing',
        cost: '75.00',
        status: 'pending',
      }),
    ]);
    const photos = (await visitor.get('/api/photos')).body.photos;
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo).toMatchObject({
        stage: 'move-in',
        contentType: 'image/jpeg',
        capturedAt: expect.stringMatching(/^2026-01-15T10:1\d:\d\d-05:00$/),
      });
      const thumb = await t.app.request(photo.urls.thumb, { headers: { cookie: visitor.cookieHeader } });
      expect(thumb.status).toBe(200);
    }
    expect((await visitor.get('/api/dashboard')).body.summary).toMatchObject({
      totalPhotos: 2,
      openMaintenance: 1,
      totalEstimatedCosts: '75.00',
    });
  });

  it('makes a new demo property after the old one was deleted', async () => {
    const { visitor } = await signedInRenter(t, 'demoagain');
    const first = await visitor.post('/api/demo');
    await visitor.delete(`/api/properties/${first.body.propertyId}`);
    const second = await visitor.post('/api/demo');
    expect(second.status).toBe(201);
    expect(second.body.propertyId).not.toBe(first.body.propertyId);
  });

  it('needs a session', async () => {
    expect((await new Visitor(t.app).post('/api/demo')).status).toBe(401);
  });
});
