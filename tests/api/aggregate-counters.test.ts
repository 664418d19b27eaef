import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInRenter } from './support/accounts';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import type { Visitor } from './support/visitor';

// The counters on each property row (decision 026) against a fresh count of the rows they stand
// for, after every kind of write: here on PGlite, and on PostgreSQL with
// `npm run test:postgres -- tests/api/aggregate-counters.test.ts`, where the writes run at once.

let t: TestApp;
let png: Uint8Array;
beforeAll(async () => {
  // The counters are checked under more uploads at once than one account may send by default.
  t = await createTestApp({ env: { UPLOADS_PER_ACCOUNT: '16' } });
  png = await plainPng();
});
afterAll(() => t.close());

type Drift = { id: string; kept: string; counted: string };

async function rowsOf<T>(query: SQL) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every property whose counters differ from its rows, with both; empty when nothing drifted. */
async function drifted(): Promise<Drift[]> {
  const rows = await rowsOf<Drift>(sql`
    select p.id,
      concat_ws(' ', p.photo_count, p.move_in_photo_count, p.maintenance_count,
        p.open_maintenance_count, p.maintenance_cost::numeric(14, 2)) as kept,
      concat_ws(' ', (select count(*) from photos where property_id = p.id),
        (select count(*) from photos where property_id = p.id and stage = 'move-in'),
        (select count(*) from maintenance_items where property_id = p.id),
        (select count(*) from maintenance_items where property_id = p.id and status <> 'completed'),
        (select coalesce(sum(cost), 0) from maintenance_items where property_id = p.id)::numeric(14, 2)) as counted
    from properties p`);
  return rows.filter((row) => row.kept !== row.counted);
}

async function countersOf(propertyId: string) {
  const [row] = await rowsOf<
    Record<string, unknown>
  >(sql`select photo_count, move_in_photo_count, maintenance_count,
    open_maintenance_count, maintenance_cost::numeric(14, 2)::text as maintenance_cost
    from properties where id = ${propertyId}`);
  return row;
}

async function upload(visitor: Visitor, fields: Record<string, string>) {
  const reply = await uploadPhoto(visitor, fields, { bytes: png, type: 'image/png' });
  expect(reply.status).toBe(201);
  return reply.body.photo.id as string;
}

async function logItem(visitor: Visitor, propertyId: string, cost: string, status = 'pending') {
  const reply = await visitor.post('/api/maintenance', { propertyId, item: `Item ${cost}`, cost, status });
  expect(reply.status).toBe(201);
  return reply.body.item.id as string;
}

describe('aggregate counters', () => {
  it('follow uploads, edits and deletes, concurrent ones included', async () => {
    const { visitor } = await signedInRenter(t, 'counters');
    const home = await createProperty(visitor, 'Counted flat');
    const photoIds = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        upload(visitor, { propertyId: home.id, stage: i % 2 ? 'move-out' : 'move-in' }),
      ),
    );
    const itemIds = await Promise.all(
      ['10.10', '0.20', '5.00', '7.77'].map((cost, i) =>
        logItem(visitor, home.id, cost, i === 0 ? 'completed' : 'pending'),
      ),
    );
    expect(await countersOf(home.id)).toEqual({
      photo_count: 6,
      move_in_photo_count: 3,
      maintenance_count: 4,
      open_maintenance_count: 3,
      maintenance_cost: '23.07',
    });

    // Uploads, deletes and status changes of one property's rows all at once.
    await Promise.all([
      ...photoIds
        .slice(0, 4)
        .map(async (id) => expect((await visitor.delete(`/api/photos/${id}`)).status).toBe(204)),
      ...Array.from({ length: 5 }, () => upload(visitor, { propertyId: home.id, stage: 'move-in' })),
      visitor.delete(`/api/maintenance/${itemIds[1]}`),
      logItem(visitor, home.id, '3.00'),
      visitor.patch(`/api/maintenance/${itemIds[2]}/status`, { status: 'completed' }),
      visitor.patch(`/api/maintenance/${itemIds[0]}/status`, { status: 'in-progress' }),
    ]);
    expect(await drifted()).toEqual([]);
    expect(await countersOf(home.id)).toMatchObject({ photo_count: 7, move_in_photo_count: 6 });

    // An edit moving an item to another property, with a new cost, moves its figures with it.
    const other = await createProperty(visitor, 'Other flat');
    const item = (await visitor.get(`/api/maintenance/${itemIds[3]}`)).body.item;
    const moved = await visitor.put(`/api/maintenance/${itemIds[3]}`, {
      propertyId: other.id,
      item: item.item,
      cost: '1.50',
      version: item.version,
    });
    expect(moved.status).toBe(200);
    expect(await countersOf(other.id)).toMatchObject({ maintenance_count: 1, maintenance_cost: '1.50' });
    expect(await drifted()).toEqual([]);
  });

  it('follow cascades: a maintenance item, an amenity, a stay and a property with their photos, the demo data and the account', async () => {
    const renter = await signedInRenter(t, 'cascades');
    const { visitor } = renter;
    const home = await createProperty(visitor, 'Cascading flat');
    const itemId = await logItem(visitor, home.id, '40.00');
    await upload(visitor, { propertyId: home.id, stage: 'maintenance', maintenanceItemId: itemId });
    await upload(visitor, { propertyId: home.id, stage: 'maintenance', maintenanceItemId: itemId });
    const amenity = await visitor.post('/api/amenities', { propertyId: home.id, name: 'Pool' });
    expect(amenity.status).toBe(201);
    const amenityId = amenity.body.amenity.id as string;
    await upload(visitor, { propertyId: home.id, stage: 'amenity-before', amenityId });
    await upload(visitor, { propertyId: home.id, stage: 'move-in' });
    expect(await countersOf(home.id)).toMatchObject({ photo_count: 4, maintenance_count: 1 });

    expect((await visitor.delete(`/api/maintenance/${itemId}`)).status).toBe(204);
    expect((await visitor.delete(`/api/amenities/${amenityId}`)).status).toBe(204);
    expect(await countersOf(home.id)).toEqual({
      photo_count: 1,
      move_in_photo_count: 1,
      maintenance_count: 0,
      open_maintenance_count: 0,
      maintenance_cost: '0.00',
    });

    const stay = await visitor.post('/api/stays', {
      place: 'Hotel Miramar',
      checkInDate: '2026-06-01',
      checkOutDate: '2026-06-04',
    });
    expect(stay.status).toBe(201);
    const stayId = stay.body.stay.id as string;
    await upload(visitor, { propertyId: stayId, stage: 'move-in' });
    expect(await countersOf(stayId)).toMatchObject({ photo_count: 1, move_in_photo_count: 1 });
    expect((await visitor.delete(`/api/stays/${stayId}`)).status).toBe(204);
    expect((await visitor.delete(`/api/properties/${home.id}`)).status).toBe(204);
    expect(await drifted()).toEqual([]);

    expect((await visitor.post('/api/demo')).status).toBeLessThan(300);
    expect(await drifted()).toEqual([]);
    const dashboard = (await visitor.get('/api/dashboard')).body.summary;
    const [recount] = await rowsOf<{ photos: number; open: number }>(sql`select
      (select count(*)::int from photos where user_id = ${renter.userId}
        and stage in ('move-in', 'move-out', 'maintenance')) as photos,
      (select count(*)::int from maintenance_items where user_id = ${renter.userId} and status <> 'completed') as open`);
    expect(dashboard).toMatchObject({
      totalPhotos: recount?.photos,
      openMaintenance: recount?.open,
    });

    const bystander = await signedInRenter(t, 'bystander');
    const kept = await createProperty(bystander.visitor, 'Untouched');
    await upload(bystander.visitor, { propertyId: kept.id, stage: 'move-out' });
    expect((await visitor.request('DELETE', '/api/account', { password: PASSWORD })).status).toBeLessThan(
      300,
    );
    expect(await countersOf(kept.id)).toMatchObject({ photo_count: 1, move_in_photo_count: 0 });
    expect(await drifted()).toEqual([]);
  });
});
