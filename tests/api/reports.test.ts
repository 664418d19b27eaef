import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const DAY_MS = 24 * 60 * 60 * 1000;

// The report's "now" runs this far ahead of the real clock, which stamps the records.
let ahead = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(Date.now() + ahead) } });
});
afterEach(() => {
  ahead = 0;
});
afterAll(() => t.close());

/** A calendar date this many days from today (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

async function addTransaction(visitor: Visitor, fields: Record<string, unknown>) {
  const reply = await visitor.post('/api/finances/transactions', fields);
  if (reply.status !== 201) throw new Error(`Could not add a transaction: ${JSON.stringify(reply.body)}`);
}

async function addItem(visitor: Visitor, fields: Record<string, unknown>) {
  const reply = await visitor.post('/api/maintenance', fields);
  if (reply.status !== 201) throw new Error(`Could not add an item: ${JSON.stringify(reply.body)}`);
}

describe('reports', () => {
  it('start empty: the last 30 days of a summary, every figure zero', async () => {
    const { visitor } = await signedInRenter(t, 'reportempty');
    const before = Date.now();
    const reply = await visitor.get('/api/reports');
    expect(reply.status).toBe(200);
    const { report } = reply.body;
    expect(report).toMatchObject({
      options: { type: 'summary', period: '30' },
      property: null,
      summary: {
        properties: 0,
        photos: 0,
        maintenanceItems: 0,
        openItems: 0,
        estimatedCosts: '0.00',
        transactions: 0,
        totalPaidExpenses: '0.00',
        totalIncome: '0.00',
        netBalance: '0.00',
        due: '0.00',
      },
      maintenance: {
        statusCounts: { pending: 0, 'in-progress': 0, completed: 0 },
        completionRate: 0,
        categories: [],
      },
      photos: { byStage: { 'move-in': 0, 'move-out': 0, maintenance: 0 }, byArea: [] },
      financial: { byType: [], byMonth: [] },
    });
    const end = Date.parse(report.period.end);
    expect(end).toBeGreaterThanOrEqual(before);
    expect(end - Date.parse(report.period.start)).toBe(30 * DAY_MS);
    expect(report.generatedAt).toBe(report.period.end);
  });

  it('computes every figure exactly, for all properties and for one', async () => {
    const { visitor } = await signedInRenter(t, 'reportfigures');
    const flat = await createProperty(visitor, 'Flat');
    const house = await createProperty(visitor, 'House');
    // 0.1 + 0.2 is where floating point goes wrong.
    await addItem(visitor, { propertyId: flat.id, item: 'Drip', category: 'Plumbing', cost: '0.10' });
    await addItem(visitor, {
      propertyId: flat.id,
      item: 'Clog',
      category: 'Plumbing',
      cost: '0.20',
      status: 'in-progress',
    });
    await addItem(visitor, {
      propertyId: house.id,
      item: 'Wiring',
      category: 'Electrical',
      cost: '1234567.89',
      status: 'completed',
    });
    await addItem(visitor, { propertyId: house.id, item: 'Squeak' });
    const png = { bytes: await plainPng(), type: 'image/png', name: 'room.png' };
    await uploadPhoto(visitor, { propertyId: flat.id, stage: 'move-in', area: 'Kitchen' }, png);
    await uploadPhoto(visitor, { propertyId: flat.id, stage: 'move-out', area: ' kitchen' }, png);
    await uploadPhoto(visitor, { propertyId: house.id, stage: 'move-in', area: '' }, png);
    await addTransaction(visitor, {
      transactionType: 'Rent',
      amount: '1500',
      dueDate: day(-3),
      status: 'Paid',
      paidDate: day(-3),
      propertyId: flat.id,
    });
    await addTransaction(visitor, {
      transactionType: 'Utilities',
      amount: '0.10',
      dueDate: day(-2),
      propertyId: flat.id,
    });
    await addTransaction(visitor, {
      transactionType: 'Utilities',
      amount: '0.20',
      dueDate: day(-1),
      status: 'Overdue',
    });

    const all = (await visitor.get('/api/reports?type=maintenance&period=7')).body.report;
    expect(all.options).toEqual({ type: 'maintenance', period: '7' });
    expect(all.summary).toEqual({
      properties: 2,
      stays: 0,
      photos: 3,
      maintenanceItems: 4,
      openItems: 3,
      estimatedCosts: '1234568.19',
      transactions: 3,
      totalPaidExpenses: '1500.00',
      totalIncome: '0.00',
      netBalance: '-1500.00',
      due: '0.30',
    });
    expect(all.maintenance).toEqual({
      statusCounts: { pending: 2, 'in-progress': 1, completed: 1 },
      completionRate: 25,
      categories: [
        { category: 'Plumbing', count: 2, estimatedCost: '0.30' },
        { category: 'Electrical', count: 1, estimatedCost: '1234567.89' },
        { category: 'Other', count: 1, estimatedCost: '0.00' },
      ],
    });
    // Areas match whatever their case or spacing; the first spelling names them.
    expect(all.photos).toEqual({
      byStage: { 'move-in': 2, 'move-out': 1, maintenance: 0 },
      byArea: [
        { area: 'Kitchen', count: 2 },
        { area: 'Unnamed area', count: 1 },
      ],
    });
    expect(all.financial.byType).toEqual([
      { transactionType: 'Rent', count: 1, total: '1500.00', paid: '1500.00', due: '0.00' },
      { transactionType: 'Utilities', count: 2, total: '0.30', paid: '0.00', due: '0.30' },
    ]);
    const months = [...new Set([day(-3), day(-2), day(-1)].map((d) => d.slice(0, 7)))];
    expect(all.financial.byMonth.map((m: { month: string }) => m.month)).toEqual(months);

    const flatOnly = (await visitor.get(`/api/reports?propertyId=${flat.id}&period=all`)).body.report;
    expect(flatOnly.property).toEqual({ id: flat.id, name: 'Flat' });
    expect(flatOnly.period).toEqual({ start: null, end: null });
    expect(flatOnly.summary).toEqual({
      properties: 1,
      stays: 0,
      photos: 2,
      maintenanceItems: 2,
      openItems: 2,
      estimatedCosts: '0.30',
      transactions: 2,
      totalPaidExpenses: '1500.00',
      totalIncome: '0.00',
      netBalance: '-1500.00',
      due: '0.10',
    });
    expect(flatOnly.maintenance.completionRate).toBe(0);
    expect(flatOnly.maintenance.categories).toEqual([
      { category: 'Plumbing', count: 2, estimatedCost: '0.30' },
    ]);
  });

  it('count only what falls in the period', async () => {
    const { visitor } = await signedInRenter(t, 'reportperiod');
    const flat = await createProperty(visitor, 'Flat');
    await addItem(visitor, { propertyId: flat.id, item: 'Leak', cost: '75', status: 'completed' });
    await uploadPhoto(
      visitor,
      { propertyId: flat.id, stage: 'move-in', area: 'Hall' },
      { bytes: await plainPng(), type: 'image/png' },
    );
    for (const [offset, amount] of [
      [-10, '10'],
      [-60, '60'],
      [20, '20'],
    ] as const) {
      await addTransaction(visitor, { amount, dueDate: day(offset) });
    }

    const figures = async (period: string) => {
      const { summary, maintenance } = (await visitor.get(`/api/reports?period=${period}`)).body.report;
      return [summary.maintenanceItems, summary.photos, summary.due, maintenance.completionRate];
    };
    // Today: the item and photo are new; only dues already passed count in a window.
    expect(await figures('7')).toEqual([1, 1, '0.00', 100]);
    expect(await figures('30')).toEqual([1, 1, '10.00', 100]);
    expect(await figures('90')).toEqual([1, 1, '70.00', 100]);
    expect(await figures('all')).toEqual([1, 1, '90.00', 100]);

    // Forty days on, the records made today are no longer in the last 30 days, and the last 90 days
    // reach back 50 days from today: the due of 60 days ago falls out of them.
    ahead = 40 * DAY_MS;
    expect(await figures('30')).toEqual([0, 0, '20.00', 0]);
    expect(await figures('90')).toEqual([1, 1, '30.00', 100]);
    expect(await figures('365')).toEqual([1, 1, '90.00', 100]);
  });

  it('place a paid transaction in the period and month it was paid, an unpaid one by its due date', async () => {
    const { visitor } = await signedInRenter(t, 'reportpaidday');
    // Fell due two months ago, paid five days ago: a payment of this month, not of two months ago.
    await addTransaction(visitor, { amount: '1500', dueDate: day(-60), status: 'Paid', paidDate: day(-5) });
    await addTransaction(visitor, { amount: '40', dueDate: day(-10), status: 'Overdue' });
    await addTransaction(visitor, {
      transactionType: 'Security Deposit Return',
      amount: '1600',
      dueDate: day(-3),
      status: 'Paid',
      paidDate: day(-2),
    });
    const { summary, financial } = (await visitor.get('/api/reports?type=financial&period=30')).body.report;
    expect(summary).toMatchObject({
      transactions: 3,
      totalPaidExpenses: '1500.00',
      totalIncome: '0.00',
      netBalance: '-1500.00',
      due: '40.00',
    });
    const paidMonth = financial.byMonth.find((m: { month: string }) => m.month === day(-5).slice(0, 7));
    expect(paidMonth.paid).toBe('1500.00');
    expect(financial.byMonth.map((m: { month: string }) => m.month)).not.toContain(day(-60).slice(0, 7));
  });

  it.each([
    ['an unknown type', 'type=weekly', 'Choose a report type.'],
    ['an unknown period', 'period=14', 'Choose a report period.'],
    ['a malformed property', 'propertyId=nope', 'Choose a property from the list.'],
  ])('refuse %s', async (_, query, message) => {
    const { visitor } = await signedInRenter(t, 'reportbad');
    const reply = await visitor.get(`/api/reports?${query}`);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it("answer 404 for another user's property, as for a missing one, and reveal nothing", async () => {
    const owner = await signedInRenter(t, 'reportowner');
    const intruder = await signedInRenter(t, 'reportintruder');
    const flat = await createProperty(owner.visitor, 'Flat');
    await addItem(owner.visitor, { propertyId: flat.id, item: 'Leak', cost: '75' });
    const foreign = await intruder.visitor.get(`/api/reports?propertyId=${flat.id}`);
    const missing = await intruder.visitor.get(`/api/reports?propertyId=${crypto.randomUUID()}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect((await intruder.visitor.get('/api/reports?period=all')).body.report.summary).toMatchObject({
      properties: 0,
      maintenanceItems: 0,
      estimatedCosts: '0.00',
    });
  });

  it('need a session', async () => {
    const reply = await new Visitor(t.app).get('/api/reports');
    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe('UNAUTHENTICATED');
  });
});
