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

describe('maintenance items', () => {
  it('are logged pending with an exact cost, edited in every field, moved through the statuses and deleted', async () => {
    const { visitor } = await signedInRenter(t, 'maint');
    const flat = await createProperty(visitor, 'Flat');
    const house = await createProperty(visitor, 'House');
    const created = await visitor.post('/api/maintenance', {
      propertyId: flat.id,
      item: 'Leaky faucet',
      details: 'Drips',
      category: 'Plumbing',
      cost: '75',
    });
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({
      propertyName: 'Flat',
      item: 'Leaky faucet',
      details: 'Drips',
      category: 'Plumbing',
      cost: '75.00',
      status: 'pending',
      photoCount: 0,
    });
    const id = created.body.item.id as string;

    const edited = await visitor.put(`/api/maintenance/${id}`, {
      propertyId: house.id,
      item: 'Kitchen faucet',
      details: '',
      category: 'Appliances',
      cost: 80.1,
      status: 'in-progress',
      version: created.body.item.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.item).toMatchObject({
      propertyId: house.id,
      propertyName: 'House',
      item: 'Kitchen faucet',
      details: '',
      category: 'Appliances',
      cost: '80.10',
      status: 'in-progress',
    });

    for (const status of ['completed', 'pending', 'in-progress'] as const) {
      const reply = await visitor.patch(`/api/maintenance/${id}/status`, { status });
      expect(reply.body.item.status).toBe(status);
    }
    const cleared = await visitor.put(`/api/maintenance/${id}`, {
      propertyId: house.id,
      item: 'Kitchen faucet',
      cost: '',
      version: (await visitor.get(`/api/maintenance/${id}`)).body.item.version,
    });
    // A category left out is Other, as for the items logged before categories existed.
    expect(cleared.body.item).toMatchObject({ cost: null, category: 'Other' });

    expect((await visitor.delete(`/api/maintenance/${id}`)).status).toBe(204);
    expect((await visitor.get(`/api/maintenance/${id}`)).status).toBe(404);
  });

  it('are listed newest first, by property, page by page', async () => {
    const { visitor } = await signedInRenter(t, 'maintlist');
    const flat = await createProperty(visitor, 'Flat');
    const house = await createProperty(visitor, 'House');
    for (const [property, item] of [
      [flat, 'One'],
      [house, 'Two'],
      [flat, 'Three'],
    ] as const) {
      await visitor.post('/api/maintenance', { propertyId: property.id, item });
    }
    expect((await visitor.get('/api/maintenance')).body.items.map((i: { item: string }) => i.item)).toEqual([
      'Three',
      'Two',
      'One',
    ]);
    expect(
      (await visitor.get(`/api/maintenance?propertyId=${flat.id}`)).body.items.map(
        (i: { item: string }) => i.item,
      ),
    ).toEqual(['Three', 'One']);
    const first = await visitor.get('/api/maintenance?limit=2');
    expect(first.body.items).toHaveLength(2);
    const rest = await visitor.get(`/api/maintenance?limit=2&cursor=${first.body.nextCursor}`);
    expect(rest.body.items.map((i: { item: string }) => i.item)).toEqual(['One']);
  });

  it('carry their photos, which go with them when deleted', async () => {
    const { visitor } = await signedInRenter(t, 'maintphotos');
    const flat = await createProperty(visitor, 'Flat');
    const item = (await visitor.post('/api/maintenance', { propertyId: flat.id, item: 'Cracked tile' })).body
      .item;
    const photo = await uploadPhoto(
      visitor,
      { propertyId: flat.id, stage: 'maintenance', maintenanceItemId: item.id },
      { bytes: await plainPng(), type: 'image/png' },
    );
    expect(photo.status).toBe(201);
    expect(photo.body.photo.maintenanceItemId).toBe(item.id);
    expect((await visitor.get(`/api/maintenance/${item.id}`)).body.item.photoCount).toBe(1);
    await visitor.delete(`/api/maintenance/${item.id}`);
    expect((await visitor.get(`/api/photos/${photo.body.photo.id}`)).status).toBe(404);
  });

  it.each([
    ['no item name', { item: '' }, 'Please select a property and enter an item name.'],
    ['no property', { propertyId: '' }, 'Please select a property and enter an item name.'],
    ['a negative cost', { cost: '-5' }, 'Cost must be an amount of money such as 75 or 75.50.'],
    ['a cost with three decimals', { cost: '1.005' }, 'Cost must be an amount of money such as 75 or 75.50.'],
    ['a cost that is not a number', { cost: 'lots' }, 'Cost must be an amount of money such as 75 or 75.50.'],
    ['an unknown status', { status: 'done' }, 'status'],
    ['an unknown category', { category: 'Roof' }, 'Please choose a category from the list.'],
  ])('refuses %s and stores nothing', async (_, overrides, message) => {
    const { visitor } = await signedInRenter(t, 'maintbad');
    const flat = await createProperty(visitor, 'Flat');
    const reply = await visitor.post('/api/maintenance', { propertyId: flat.id, item: 'Leak', ...overrides });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body.error)).toContain(message);
    expect((await visitor.get('/api/maintenance')).body.items).toHaveLength(0);
  });

  it('refuses a status change to an unknown status and keeps the old one', async () => {
    const { visitor } = await signedInRenter(t, 'maintstatus');
    const flat = await createProperty(visitor, 'Flat');
    const item = (await visitor.post('/api/maintenance', { propertyId: flat.id, item: 'Leak' })).body.item;
    const reply = await visitor.patch(`/api/maintenance/${item.id}/status`, { status: 'Pending' });
    expect(reply.status).toBe(400);
    expect((await visitor.get(`/api/maintenance/${item.id}`)).body.item.status).toBe('pending');
  });

  it("of another user answer 404 and do not change; nor can one be filed under another user's property", async () => {
    const owner = await signedInRenter(t, 'maintowner');
    const intruder = await signedInRenter(t, 'maintintruder');
    const flat = await createProperty(owner.visitor, 'Flat');
    const mine = await createProperty(intruder.visitor, 'Mine');
    const item = (await owner.visitor.post('/api/maintenance', { propertyId: flat.id, item: 'Leak' })).body
      .item;
    for (const reply of [
      await intruder.visitor.get(`/api/maintenance/${item.id}`),
      await intruder.visitor.put(`/api/maintenance/${item.id}`, {
        propertyId: mine.id,
        item: 'Hijacked',
        version: 1,
      }),
      await intruder.visitor.patch(`/api/maintenance/${item.id}/status`, { status: 'completed' }),
      await intruder.visitor.delete(`/api/maintenance/${item.id}`),
      await intruder.visitor.post('/api/maintenance', { propertyId: flat.id, item: 'Planted' }),
    ]) {
      expect(reply.status).toBe(404);
    }
    const after = (await owner.visitor.get(`/api/maintenance/${item.id}`)).body.item;
    expect(after).toMatchObject({ item: 'Leak', status: 'pending', propertyId: flat.id });
    expect((await owner.visitor.get('/api/maintenance')).body.items).toHaveLength(1);
  });

  it("answer 404 when filtered by another user's property, as for a missing one", async () => {
    const owner = await signedInRenter(t, 'maintfilterowner');
    const intruder = await signedInRenter(t, 'maintfilterintruder');
    const flat = await createProperty(owner.visitor, 'Flat');
    await owner.visitor.post('/api/maintenance', { propertyId: flat.id, item: 'Leak' });
    const foreign = await intruder.visitor.get(`/api/maintenance?propertyId=${flat.id}`);
    const unknown = await intruder.visitor.get(`/api/maintenance?propertyId=${crypto.randomUUID()}`);
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
  });

  it('need a session', async () => {
    expect((await new Visitor(t.app).get('/api/maintenance')).status).toBe(401);
  });
});
