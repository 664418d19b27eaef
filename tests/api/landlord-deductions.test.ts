import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_MESSAGES } from '#shared/deposits/deposit-schemas';
import { signedInRenter } from './support/accounts';
import { createProperty } from './support/photos';
import { landlord, linkedTenant, teammate } from './support/landlords';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

// The itemized list of deductions a landlord who uses Rentproof keeps for one tenant link, and the
// tenant picking its items into their deposit's deductions (docs/product.md §32).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = (what: string) => ({
  error: { code: 'NOT_FOUND', message: `${what} could not be found.` },
});

type Tenant = Awaited<ReturnType<typeof linkedTenant>>;

async function depositOf(visitor: Visitor, propertyId: string) {
  const reply = await visitor.post('/api/deposits', {
    propertyId,
    amount: '1500',
    moveOutDate: '2030-02-20',
    jurisdiction: 'MD',
    landlordName: 'Harbor Lettings',
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.deposit.id as string;
}

const listPath = (tenant: Tenant) => `/api/company/tenants/${tenant.tenancyId}/deductions`;
const offeredPath = (depositId: string) => `/api/deposits/${depositId}/offered-deductions`;
const pickPath = (depositId: string, itemId: string) => `${offeredPath(depositId)}/${itemId}/pick`;

async function addItem(visitor: Visitor, tenant: Tenant, fields: Record<string, unknown>) {
  const reply = await visitor.post(listPath(tenant), fields);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.deduction as { id: string; amount: string; reason: string; room: string };
}

const listed = async (visitor: Visitor, tenant: Tenant) => (await visitor.get(listPath(tenant))).body;
const offered = async (visitor: Visitor, depositId: string) =>
  (await visitor.get(offeredPath(depositId))).body;

/** A landlord and a teammate, a tenant linked to them, and the tenant's deposit for the linked home. */
async function setting() {
  const owner = await landlord(t);
  const member = await teammate(t, owner);
  const tenant = await linkedTenant(t, owner);
  const depositId = await depositOf(tenant.visitor, tenant.propertyId);
  return { owner, member, tenant, depositId };
}

describe("a landlord's itemized list", () => {
  it('is kept by any member of the company, item by item, in the order they were added', async () => {
    const { owner, member, tenant } = await setting();

    const carpet = await addItem(owner.visitor, tenant, {
      amount: '350',
      reason: 'Carpet cleaning',
      room: 'Living room',
    });
    expect(carpet).toEqual({
      id: expect.any(String),
      amount: '350.00',
      reason: 'Carpet cleaning',
      room: 'Living room',
      createdBy: 'Jamie Renter',
      createdAt: expect.any(String),
    });
    const keys = await addItem(member.visitor, tenant, { amount: '85.50', reason: 'Lost keys' });
    expect(keys).toMatchObject({ amount: '85.50', reason: 'Lost keys', room: '' });

    expect(await listed(member.visitor, tenant)).toEqual({ deductions: [carpet, keys] });
    expect(await listed(owner.visitor, tenant)).toEqual({ deductions: [carpet, keys] });

    const deleted = await member.visitor.delete(`${listPath(tenant)}/${carpet.id}`);
    expect(deleted.status).toBe(204);
    expect(await listed(owner.visitor, tenant)).toEqual({ deductions: [keys] });
    const again = await owner.visitor.delete(`${listPath(tenant)}/${carpet.id}`);
    expect([again.status, again.body]).toEqual([404, NOT_FOUND('That deduction')]);
  });

  it('refuses what is not an item with a 400 naming the problem, and keeps nothing of it', async () => {
    const { owner, tenant } = await setting();
    const kept = await addItem(owner.visitor, tenant, { amount: '40', reason: 'Paint' });

    for (const [body, message] of [
      [{ amount: '', reason: 'Paint' }, DEPOSIT_MESSAGES.deductionRequired],
      [{ amount: '40' }, DEPOSIT_MESSAGES.deductionRequired],
      [{ amount: 'forty', reason: 'Paint' }, DEPOSIT_MESSAGES.amount],
      [{ amount: '-40', reason: 'Paint' }, DEPOSIT_MESSAGES.amount],
      [{ amount: '40', reason: 'Paint\nand plaster' }, undefined],
      [{ amount: '40', reason: 'x'.repeat(301) }, undefined],
      [{ amount: '40', reason: 'Paint', room: 'x'.repeat(121) }, undefined],
      [{ amount: '40', reason: 'Paint\u0000' }, undefined],
    ] as const) {
      const reply = await owner.visitor.post(listPath(tenant), body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.code).toBe('VALIDATION_FAILED');
      if (message) expect(reply.body.error.message).toBe(message);
    }
    const malformed = await owner.visitor.request('POST', listPath(tenant), '{', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(await listed(owner.visitor, tenant)).toEqual({ deductions: [kept] });
  });
});

describe('the items offered to the tenant', () => {
  it('show on the deposit of the linked home; one picked becomes a disputed deduction marked as from the list', async () => {
    const { owner, member, tenant, depositId } = await setting();
    const carpet = await addItem(owner.visitor, tenant, {
      amount: '350',
      reason: 'Carpet cleaning',
      room: 'Living room',
    });
    const keys = await addItem(member.visitor, tenant, { amount: '85.50', reason: 'Lost keys' });

    const offer = (item: typeof carpet, pickedDeductionId: string | null) => ({
      id: item.id,
      companyName: 'Harbor Lettings',
      amount: item.amount,
      reason: item.reason,
      room: item.room,
      createdAt: expect.any(String),
      pickedDeductionId,
    });
    expect(await offered(tenant.visitor, depositId)).toEqual({
      deductions: [offer(carpet, null), offer(keys, null)],
    });

    const picked = await tenant.visitor.post(pickPath(depositId, carpet.id));
    expect(picked.status, JSON.stringify(picked.body)).toBe(201);
    const deduction = picked.body.deduction;
    expect(deduction).toEqual({
      id: expect.any(String),
      amount: '350.00',
      reason: 'Carpet cleaning',
      room: 'Living room',
      position: 'dispute',
      acceptedAmount: null,
      disputedAmount: '350.00',
      comment: '',
      fromLandlord: { companyName: 'Harbor Lettings' },
      evidence: [],
      version: 1,
      createdAt: expect.any(String),
    });
    const twice = await tenant.visitor.post(pickPath(depositId, carpet.id));
    expect([twice.status, twice.body]).toEqual([
      409,
      { error: { code: 'CONFLICT', message: 'You already added this deduction.' } },
    ]);

    expect(await offered(tenant.visitor, depositId)).toEqual({
      deductions: [offer(carpet, deduction.id), offer(keys, null)],
    });
    const deposit = (await tenant.visitor.get(`/api/deposits/${depositId}`)).body.deposit;
    expect(deposit.deductions).toEqual([deduction]);
    expect(deposit.totals).toEqual({ deducted: '350.00', accepted: '0.00', disputed: '350.00' });

    // The tenant's own from then on: their position changes it, and it stays marked as from the list.
    const accepted = await tenant.visitor.put(`/api/deposits/${depositId}/deductions/${deduction.id}`, {
      amount: '350.00',
      reason: 'Carpet cleaning',
      room: 'Living room',
      position: 'partly',
      acceptedAmount: '100',
      version: deduction.version,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.deduction).toMatchObject({
      position: 'partly',
      disputedAmount: '250.00',
      fromLandlord: { companyName: 'Harbor Lettings' },
    });
    // The landlord's list is theirs: the tenant's answer changes nothing of it.
    expect((await listed(owner.visitor, tenant)).deductions).toEqual([carpet, keys]);

    // Removed from the deposit, the item can be added again.
    expect(
      (await tenant.visitor.delete(`/api/deposits/${depositId}/deductions/${deduction.id}`)).status,
    ).toBe(204);
    expect((await offered(tenant.visitor, depositId)).deductions[0].pickedDeductionId).toBeNull();
    expect((await tenant.visitor.post(pickPath(depositId, carpet.id))).status).toBe(201);
  });

  it("stay with the tenant's deduction when the landlord deletes the item, no longer marked as from the list", async () => {
    const { owner, tenant, depositId } = await setting();
    const carpet = await addItem(owner.visitor, tenant, { amount: '350', reason: 'Carpet cleaning' });
    const picked = (await tenant.visitor.post(pickPath(depositId, carpet.id))).body.deduction;

    expect((await owner.visitor.delete(`${listPath(tenant)}/${carpet.id}`)).status).toBe(204);

    expect(await offered(tenant.visitor, depositId)).toEqual({ deductions: [] });
    const deposit = (await tenant.visitor.get(`/api/deposits/${depositId}`)).body.deposit;
    expect(deposit.deductions).toEqual([{ ...picked, fromLandlord: null }]);
    const gone = await tenant.visitor.post(pickPath(depositId, carpet.id));
    expect([gone.status, gone.body]).toEqual([404, NOT_FOUND('That deduction')]);
  });

  it('stay offered after the link ends, when the company can no longer add to or read the list', async () => {
    const { owner, tenant, depositId } = await setting();
    const carpet = await addItem(owner.visitor, tenant, { amount: '350', reason: 'Carpet cleaning' });

    expect((await tenant.visitor.delete(`/api/tenancies/${tenant.tenancyId}`)).status).toBe(204);

    for (const reply of [
      await owner.visitor.get(listPath(tenant)),
      await owner.visitor.post(listPath(tenant), { amount: '20', reason: 'Late' }),
      await owner.visitor.delete(`${listPath(tenant)}/${carpet.id}`),
    ])
      expect([reply.status, reply.body]).toEqual([404, NOT_FOUND('That tenant')]);
    expect((await offered(tenant.visitor, depositId)).deductions).toEqual([
      expect.objectContaining({ id: carpet.id, companyName: 'Harbor Lettings', pickedDeductionId: null }),
    ]);
    expect((await tenant.visitor.post(pickPath(depositId, carpet.id))).status).toBe(201);
  });

  it('are offered only to the deposit of the linked home, from every landlord of it', async () => {
    const { owner, tenant, depositId } = await setting();
    const carpet = await addItem(owner.visitor, tenant, { amount: '350', reason: 'Carpet cleaning' });
    const elsewhere = await createProperty(tenant.visitor, 'Summer flat');
    const otherDeposit = await depositOf(tenant.visitor, elsewhere.id);
    // The same tenant, linked by a second company to their other home.
    const second = await landlord(t, 'second', 'Birch Estates');
    const secondLink = { ...tenant, ...(await linkedTenant(t, second, tenant)) };
    const boiler = await addItem(second.visitor, secondLink, { amount: '120', reason: 'Boiler service' });
    const thirdDeposit = await depositOf(tenant.visitor, secondLink.propertyId);

    expect((await offered(tenant.visitor, otherDeposit)).deductions).toEqual([]);
    const notOffered = await tenant.visitor.post(pickPath(otherDeposit, carpet.id));
    expect([notOffered.status, notOffered.body]).toEqual([404, NOT_FOUND('That deduction')]);
    expect((await offered(tenant.visitor, thirdDeposit)).deductions).toEqual([
      expect.objectContaining({ id: boiler.id, companyName: 'Birch Estates' }),
    ]);
    expect((await offered(tenant.visitor, depositId)).deductions).toEqual([
      expect.objectContaining({ id: carpet.id, companyName: 'Harbor Lettings' }),
    ]);
    expect((await tenant.visitor.get(`/api/deposits/${otherDeposit}`)).body.deposit.deductions).toEqual([]);
  });
});

describe('who reaches the list', () => {
  it("another company's member, a removed member and an unlinked renter get the 404 of an unknown id; nobody signed in gets 401", async () => {
    const { owner, member, tenant, depositId } = await setting();
    const carpet = await addItem(owner.visitor, tenant, { amount: '350', reason: 'Carpet cleaning' });
    const memberId = (await owner.visitor.get('/api/company/team')).body.members.find(
      (m: { email: string }) => m.email === member.email,
    ).id;
    expect((await owner.visitor.delete(`/api/company/members/${memberId}`)).status).toBe(204);
    const outsider = await landlord(t, 'outsider', 'Outsider Lettings');
    const outsiderTenant = await linkedTenant(t, outsider);
    const outsiderItem = await addItem(outsider.visitor, outsiderTenant, { amount: '10', reason: 'Mine' });
    const stranger = await signedInRenter(t, 'stranger');
    const strangerDeposit = await depositOf(stranger.visitor, (await createProperty(stranger.visitor)).id);
    const unknown = crypto.randomUUID();

    const companyRoutes = (link: Tenant, item: string) => [
      () => outsider.visitor.get(listPath(link)),
      () => outsider.visitor.post(listPath(link), { amount: '20', reason: 'Not mine' }),
      () => outsider.visitor.delete(`${listPath(link)}/${item}`),
    ];
    // Another company's link, or its own link with another company's item.
    for (const send of [
      ...companyRoutes(tenant, carpet.id),
      ...companyRoutes({ ...tenant, tenancyId: unknown }, carpet.id),
    ]) {
      const reply = await send();
      expect([reply.status, reply.body]).toEqual([404, NOT_FOUND('That tenant')]);
    }
    const foreignItem = await owner.visitor.delete(`${listPath(tenant)}/${outsiderItem.id}`);
    expect([foreignItem.status, foreignItem.body]).toEqual([404, NOT_FOUND('That deduction')]);
    const crossed = await outsider.visitor.delete(`${listPath(outsiderTenant)}/${carpet.id}`);
    expect([crossed.status, crossed.body]).toEqual([404, NOT_FOUND('That deduction')]);
    for (const reply of [
      await member.visitor.get(listPath(tenant)),
      await member.visitor.post(listPath(tenant), { amount: '20', reason: 'Late' }),
      await stranger.visitor.get(listPath(tenant)),
    ])
      expect(reply.status).toBe(404);

    // The offered routes: the deposit must be the renter's, the item offered to it.
    for (const [visitor, deposit, item] of [
      [stranger.visitor, depositId, carpet.id],
      [stranger.visitor, unknown, carpet.id],
      [owner.visitor, depositId, carpet.id],
    ] as const) {
      const list = await visitor.get(offeredPath(deposit));
      expect([list.status, list.body]).toEqual([404, NOT_FOUND('That deposit')]);
      const pick = await visitor.post(pickPath(deposit, item));
      expect([pick.status, pick.body]).toEqual([404, NOT_FOUND('That deduction')]);
    }
    for (const item of [carpet.id, outsiderItem.id, unknown, 'not-an-id']) {
      const pick = await stranger.visitor.post(pickPath(strangerDeposit, item));
      expect([pick.status, pick.body]).toEqual([404, NOT_FOUND('That deduction')]);
    }
    const foreign = await tenant.visitor.post(pickPath(depositId, outsiderItem.id));
    expect([foreign.status, foreign.body]).toEqual([404, NOT_FOUND('That deduction')]);
    expect((await offered(stranger.visitor, strangerDeposit)).deductions).toEqual([]);

    const anonymous = new Visitor(t.app);
    for (const reply of [
      await anonymous.get(listPath(tenant)),
      await anonymous.post(listPath(tenant), { amount: '20', reason: 'Anonymous' }),
      await anonymous.delete(`${listPath(tenant)}/${carpet.id}`),
      await anonymous.get(offeredPath(depositId)),
      await anonymous.post(pickPath(depositId, carpet.id)),
    ])
      expect(reply.status).toBe(401);

    // Nothing of all that changed the list, the offer or the deposit.
    expect((await listed(owner.visitor, tenant)).deductions).toEqual([carpet]);
    expect((await offered(tenant.visitor, depositId)).deductions).toEqual([
      expect.objectContaining({ id: carpet.id, pickedDeductionId: null }),
    ]);
    expect((await tenant.visitor.get(`/api/deposits/${depositId}`)).body.deposit.deductions).toEqual([]);
    expect((await stranger.visitor.get(`/api/deposits/${strangerDeposit}`)).body.deposit.deductions).toEqual(
      [],
    );
  });
});
