import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportData } from '#shared/reports/report-data';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { financeFigureColumns } from '#server/finances/finance-figures-sql';
import { getReport } from '#server/reports/get-report';
import { PASSWORD, type Renter, signedInRenter } from './support/accounts';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import type { Visitor } from './support/visitor';

// The report rollups (decision 027) against the rows they stand for, after every kind of write:
// the rollup tables against a fresh GROUP BY of the rows, each report over all time against the
// same report read from the rows, and the dashboard's figures against a fresh count and sum. Here on PGlite,
// and on PostgreSQL with `npm run test:postgres -- tests/api/report-rollups.test.ts`, where the
// writes run at once.

let t: TestApp;
let png: Uint8Array;
beforeAll(async () => {
  t = await createTestApp();
  png = await plainPng();
});
afterAll(() => t.close());

async function rowsOf<T>(query: SQL) {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ACCOUNT = sql`'00000000-0000-0000-0000-000000000000'::uuid`;
const LABEL = sql`regexp_replace(trim(area), '\\s+', ' ', 'g')`;

/** Each rollup as the rows make it now, under each property and the whole account. */
const FRESH = {
  report_photo_rollups: sql`select user_id, s.property_id, stage, lower(${LABEL}) as area_key,
      count(*)::int as photo_count,
      (array_agg(${LABEL} order by received_at, id))[1] as first_area,
      min(received_at) as first_received_at,
      (array_agg(id order by received_at, id))[1] as first_photo_id
    from photos cross join lateral (values (property_id), (${ACCOUNT})) as s(property_id)
    group by 1, 2, 3, 4`,
  report_maintenance_rollups: sql`select user_id, s.property_id, status, category,
      count(*)::int as item_count, coalesce(sum(cost), 0) as cost
    from maintenance_items cross join lateral (values (property_id), (${ACCOUNT})) as s(property_id)
    group by 1, 2, 3, 4`,
  report_transaction_rollups: sql`select user_id, s.property_id, transaction_type, status,
      date_trunc('month', coalesce(paid_date, due_date)::timestamp)::date as month,
      count(*)::int as transaction_count, sum(amount) as amount
    from financial_transactions cross join lateral (values (property_id), (${ACCOUNT})) as s(property_id)
    where s.property_id is not null
    group by 1, 2, 3, 4, 5`,
  report_record_rollups: sql`select user_id, 'home' as kind, count(*)::int as record_count
      from properties where kind = 'home' group by 1
    union all select user_id, 'stay', count(*)::int from stays group by 1`,
};

/** Rows of a rollup that differ from a fresh one, either way; empty when nothing drifted. */
async function drifted() {
  const differences: Record<string, unknown>[] = [];
  for (const [table, fresh] of Object.entries(FRESH)) {
    const kept = sql`select * from ${sql.identifier(table)}`;
    differences.push(
      ...(
        await rowsOf<Record<string, unknown>>(sql`((${kept}) except all (${fresh}))
        union all ((${fresh}) except all (${kept}))`)
      ).map((row) => ({ table, ...row })),
    );
  }
  return differences;
}

/** The report over all time, as the API reads it (rollups) and as the rows make it. */
async function reportsOf(userId: string, propertyId?: string) {
  const options = { type: 'summary', period: 'all', propertyId } as const;
  const now = new Date();
  const [fromRollups, fromRows] = await Promise.all([
    getReport(t.db, userId, options, now),
    getReport(t.db, userId, options, now, true),
  ]);
  return { fromRollups, fromRows };
}

/** The dashboard's figures, and the same figures counted and summed afresh over the rows. */
async function dashboardOf(renter: Renter, propertyId?: string) {
  const query = propertyId ? `?propertyId=${propertyId}` : '';
  const { totalPhotos, openMaintenance, totalEstimatedCosts, totalStays, finances } = (
    await renter.visitor.get(`/api/dashboard${query}`)
  ).body.summary;
  const [money] = await t.db
    .select(financeFigureColumns())
    .from(financialTransactions)
    .where(
      and(
        eq(financialTransactions.userId, renter.userId),
        propertyId ? eq(financialTransactions.propertyId, propertyId) : undefined,
      ),
    );
  const ofProperty = propertyId ? sql`and property_id = ${propertyId}` : sql``;
  const [counted] = await rowsOf<Record<string, unknown>>(sql`select
    (select count(*)::int from photos where user_id = ${renter.userId}
      and stage in ('move-in', 'move-out', 'maintenance') ${ofProperty}) as "totalPhotos",
    (select count(*)::int from maintenance_items
      where user_id = ${renter.userId} and status <> 'completed' ${ofProperty}) as "openMaintenance",
    (select coalesce(sum(cost), 0)::numeric(14, 2)::text from maintenance_items
      where user_id = ${renter.userId} ${ofProperty}) as "totalEstimatedCosts",
    (select count(*)::int from stays where user_id = ${renter.userId}) as "totalStays"`);
  return {
    shown: { totalPhotos, openMaintenance, totalEstimatedCosts, totalStays, finances },
    counted: { ...counted, finances: money },
  };
}

async function expectAgreement(renter: Renter, propertyIds: string[]) {
  expect(await drifted()).toEqual([]);
  for (const propertyId of [undefined, ...propertyIds]) {
    const { fromRollups, fromRows } = await reportsOf(renter.userId, propertyId);
    expect(fromRollups).toEqual(fromRows);
    const { shown, counted } = await dashboardOf(renter, propertyId);
    expect(shown).toEqual(counted);
  }
}

async function upload(visitor: Visitor, fields: Record<string, string>) {
  const reply = await uploadPhoto(visitor, fields, { bytes: png, type: 'image/png' });
  expect(reply.status).toBe(201);
  return reply.body.photo.id as string;
}

async function logItem(visitor: Visitor, fields: Record<string, unknown>) {
  const reply = await visitor.post('/api/maintenance', { item: 'Leak', ...fields });
  expect(reply.status).toBe(201);
  return reply.body.item.id as string;
}

async function addTransaction(visitor: Visitor, fields: Record<string, unknown>) {
  const reply = await visitor.post('/api/finances/transactions', fields);
  expect(reply.status).toBe(201);
  return reply.body.transaction as { id: string; version: number } & Record<string, unknown>;
}

// Each test makes dozens of writes and compares every report; the machine may be shared.
describe('report rollups', () => {
  it('follow uploads, edits and deletes, concurrent ones included', async () => {
    const renter = await signedInRenter(t, 'rollups');
    const { visitor } = renter;
    const home = await createProperty(visitor, 'Rolled-up flat');
    const other = await createProperty(visitor, 'Other flat');
    const photoIds = [];
    for (const [area, stage] of [
      [' Kitchen ', 'move-in'],
      ['kitchen', 'move-out'],
      ['Living  room', 'move-in'],
      ['', 'move-out'],
      ['KITCHEN', 'move-in'],
    ] as const) {
      photoIds.push(await upload(visitor, { propertyId: home.id, stage, area }));
    }
    await upload(visitor, { propertyId: other.id, stage: 'move-in', area: 'Kitchen' });
    const itemIds = [
      await logItem(visitor, { propertyId: home.id, cost: '10.10', category: 'Plumbing' }),
      await logItem(visitor, { propertyId: home.id, cost: '0.20', status: 'completed' }),
      await logItem(visitor, { propertyId: other.id, category: 'Plumbing' }),
    ];
    const rent = await addTransaction(visitor, {
      propertyId: home.id,
      amount: '1200.00',
      dueDate: '2026-01-01',
      status: 'Paid',
      paidDate: '2025-12-30',
    });
    const deposit = await addTransaction(visitor, {
      propertyId: home.id,
      transactionType: 'Security Deposit',
      amount: '800.00',
      dueDate: '2025-11-01',
    });
    const loose = await addTransaction(visitor, {
      amount: '15.55',
      dueDate: '2026-02-10',
      status: 'Overdue',
    });
    await addTransaction(visitor, {
      propertyId: other.id,
      transactionType: 'Security Deposit Return',
      amount: '300.00',
      dueDate: '2026-03-01',
      status: 'Paid',
      paidDate: '2026-03-02',
    });
    await expectAgreement(renter, [home.id, other.id]);

    const answers = (reply: Promise<{ status: number }>, status: number) =>
      reply.then((answer) => expect(answer.status).toBe(status));
    await Promise.all([
      // The first photo of the kitchen leaves, another arrives, one changes area and one stage
      // (no route edits those; a statement of the database's own does).
      answers(visitor.delete(`/api/photos/${photoIds[0]}`), 204),
      answers(visitor.delete(`/api/photos/${photoIds[3]}`), 204),
      upload(visitor, { propertyId: home.id, stage: 'move-in', area: 'living room' }),
      upload(visitor, { propertyId: other.id, stage: 'move-out', area: ' Hall' }),
      t.db.execute(sql`update photos set area = 'Bathroom' where id = ${photoIds[1]}`),
      t.db.execute(sql`update photos set stage = 'move-out' where id = ${photoIds[4]}`),
      answers(visitor.patch(`/api/maintenance/${itemIds[0]}/status`, { status: 'in-progress' }), 200),
      answers(visitor.patch(`/api/maintenance/${itemIds[1]}/status`, { status: 'pending' }), 200),
      answers(visitor.delete(`/api/maintenance/${itemIds[2]}`), 204),
      logItem(visitor, { propertyId: other.id, cost: '3.33', category: 'Electrical' }),
      answers(
        visitor.put(`/api/finances/transactions/${rent.id}`, {
          ...rent,
          amount: '1250.50',
          paidDate: '2026-01-15',
        }),
        200,
      ),
      answers(
        visitor.patch(`/api/finances/transactions/${deposit.id}/status`, {
          status: 'Paid',
          paidDate: '2026-01-20',
        }),
        200,
      ),
      answers(visitor.delete(`/api/finances/transactions/${loose.id}`), 204),
      addTransaction(visitor, { propertyId: other.id, amount: '42.00', dueDate: '2026-04-01' }),
    ]);
    await expectAgreement(renter, [home.id, other.id]);

    // An edit moving an item to another property with a new cost, and a transaction off its property.
    const item = (await visitor.get(`/api/maintenance/${itemIds[0]}`)).body.item;
    const moved = await visitor.put(`/api/maintenance/${itemIds[0]}`, {
      propertyId: other.id,
      item: item.item,
      cost: '1.50',
      version: item.version,
    });
    expect(moved.status).toBe(200);
    const paidRent = (await visitor.get(`/api/finances/transactions/${rent.id}`)).body.transaction;
    const unassigned = await visitor.put(`/api/finances/transactions/${rent.id}`, {
      ...paidRent,
      propertyId: null,
    });
    expect(unassigned.status).toBe(200);
    await expectAgreement(renter, [home.id, other.id]);
    const { fromRollups } = await reportsOf(renter.userId, home.id);
    expect(fromRollups?.photos.byArea).toEqual<ReportData['photos']['byArea']>([
      { area: 'Living room', count: 2 },
      { area: 'Bathroom', count: 1 },
      { area: 'KITCHEN', count: 1 },
    ]);
  }, 120_000);

  it('follow cascades: a maintenance item, an amenity, a stay and a property with their rows, the demo data and the account', async () => {
    const renter = await signedInRenter(t, 'rollupcascades');
    const { visitor } = renter;
    const home = await createProperty(visitor, 'Cascading flat');
    const itemId = await logItem(visitor, { propertyId: home.id, cost: '40.00' });
    await upload(visitor, {
      propertyId: home.id,
      stage: 'maintenance',
      maintenanceItemId: itemId,
      area: 'Sink',
    });
    await upload(visitor, { propertyId: home.id, stage: 'move-in', area: 'Sink' });
    const amenity = await visitor.post('/api/amenities', { propertyId: home.id, name: 'Pool' });
    expect(amenity.status).toBe(201);
    const amenityId = amenity.body.amenity.id as string;
    await upload(visitor, { propertyId: home.id, stage: 'amenity-before', amenityId });
    await addTransaction(visitor, { propertyId: home.id, amount: '99.99', dueDate: '2026-05-05' });
    await expectAgreement(renter, [home.id]);

    expect((await visitor.delete(`/api/maintenance/${itemId}`)).status).toBe(204);
    expect((await visitor.delete(`/api/amenities/${amenityId}`)).status).toBe(204);
    await expectAgreement(renter, [home.id]);

    const stay = await visitor.post('/api/stays', {
      place: 'Hotel Miramar',
      checkInDate: '2026-06-01',
      checkOutDate: '2026-06-04',
    });
    expect(stay.status).toBe(201);
    const stayId = stay.body.stay.id as string;
    await upload(visitor, { propertyId: stayId, stage: 'move-in', area: 'Balcony' });
    await addTransaction(visitor, { propertyId: stayId, amount: '250.00', dueDate: '2026-06-01' });
    await expectAgreement(renter, [home.id, stayId]);
    expect((await visitor.delete(`/api/stays/${stayId}`)).status).toBe(204);
    // The property's transactions stay, without a property: only the account's figures keep them.
    expect((await visitor.delete(`/api/properties/${home.id}`)).status).toBe(204);
    await expectAgreement(renter, []);
    expect(
      await rowsOf(sql`select 1 from report_transaction_rollups
      where property_id in (${home.id}, ${stayId})`),
    ).toEqual([]);

    expect((await visitor.post('/api/demo')).status).toBeLessThan(300);
    await expectAgreement(renter, []);

    const bystander = await signedInRenter(t, 'rollupbystander');
    const kept = await createProperty(bystander.visitor, 'Untouched');
    await upload(bystander.visitor, { propertyId: kept.id, stage: 'move-out', area: 'Hall' });
    await addTransaction(bystander.visitor, { propertyId: kept.id, amount: '5.00', dueDate: '2026-01-01' });
    expect((await visitor.request('DELETE', '/api/account', { password: PASSWORD })).status).toBeLessThan(
      300,
    );
    for (const table of Object.keys(FRESH)) {
      expect(
        await rowsOf(sql`select 1 from ${sql.identifier(table)} where user_id = ${renter.userId}`),
      ).toEqual([]);
    }
    await expectAgreement(bystander, [kept.id]);
  }, 120_000);
});
