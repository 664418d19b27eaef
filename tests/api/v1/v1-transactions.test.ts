import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, apiClientFor } from '../support/api-client';
import { signedInRenter } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/v1/transactions';
/** Today in UTC: never after the server's latest today, so a payment on it is never in the future. */
const today = () => new Date().toISOString().slice(0, 10);

async function transaction(api: ApiClient, fields: Record<string, unknown> = {}) {
  const reply = await api.post(PATH, { amount: '1500', dueDate: '2026-01-01', ...fields });
  expect(reply.status).toBe(201);
  return reply.body.transaction as { id: string; version: number; description: string };
}

describe('/api/v1/transactions', () => {
  it('creates, lists in pages by due date, reads, updates, changes status and deletes with a key', async () => {
    const renter = await signedInRenter(t, 'v1-money');
    const { api } = await apiClientFor(t, renter.userId);
    const march = await transaction(api, { description: 'March rent', dueDate: '2026-03-01' });
    expect(march).toMatchObject({
      amount: '1500.00',
      transactionType: 'Rent',
      status: 'Due',
      paidDate: null,
    });
    await transaction(api, { description: 'Water', dueDate: '2026-02-01', transactionType: 'Utilities' });
    await transaction(api, { description: 'February rent', dueDate: '2026-02-01' });
    await transaction(api, { description: 'April rent', dueDate: '2026-04-01' });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await api.get(`${PATH}?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.transactions).toHaveLength(1);
      const [{ dueDate, description }] = page.body.transactions;
      seen.push(`${dueDate} ${description}`);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen[0]).toBe('2026-04-01 April rent');
    expect(seen[1]).toBe('2026-03-01 March rent');
    expect(seen.slice(2).sort()).toEqual(['2026-02-01 February rent', '2026-02-01 Water']);

    const form = new FormData();
    form.set('file', new File([Buffer.from('Receipt: rent paid.')], 'receipt.txt', { type: 'text/plain' }));
    const receipt = (await renter.visitor.request('POST', '/api/documents', form)).body.document;
    const property = (await api.post('/api/v1/properties', { name: 'Flat' })).body.property;
    const updated = await api.patch(`${PATH}/${march.id}`, {
      transactionType: 'Rent',
      description: 'March rent',
      amount: 1450.5,
      dueDate: '2026-03-01',
      status: 'Paid',
      paidDate: today(),
      propertyId: property.id,
      receiptDocumentId: receipt.id,
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.transaction).toMatchObject({
      amount: '1450.50',
      status: 'Paid',
      paidDate: today(),
      propertyName: 'Flat',
      receipt: {
        id: receipt.id,
        fileName: 'receipt.txt',
        downloadUrl: `/api/v1/documents/${receipt.id}/download`,
      },
      version: 2,
    });
    const stale = await api.patch(`${PATH}/${march.id}`, { amount: 1, dueDate: '2026-03-01', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.current).toMatchObject({ amount: '1450.50', version: 2 });

    const due = await api.patch(`${PATH}/${march.id}/status`, { status: 'Overdue' });
    expect(due.body.transaction).toMatchObject({ status: 'Overdue', paidDate: null, version: 3 });
    expect((await api.get(`${PATH}/${march.id}`)).body.transaction).toMatchObject({
      description: 'March rent',
      status: 'Overdue',
    });
    expect((await api.delete(`${PATH}/${march.id}`)).status).toBe(204);
    expect((await api.get(`${PATH}/${march.id}`)).status).toBe(404);
    expect((await api.get(PATH)).body.transactions).toHaveLength(3);
  });

  it("checks the paid date against the server's today, and refuses bad input with the app's messages", async () => {
    const { userId } = await signedInRenter(t, 'v1-money-bad');
    const { api } = await apiClientFor(t, userId);
    const paidToday = await api.post(PATH, {
      amount: 900,
      dueDate: today(),
      status: 'Paid',
      paidDate: today(),
    });
    expect(paidToday.status).toBe(201);
    expect(paidToday.body.transaction).toMatchObject({ status: 'Paid', paidDate: today() });

    const future = await api.post(PATH, {
      amount: 900,
      dueDate: today(),
      status: 'Paid',
      paidDate: '2199-01-01',
    });
    expect(future.status).toBe(400);
    expect(future.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The paid date cannot be in the future.',
    });
    const unpaid = await api.post(PATH, { amount: 900, dueDate: today(), status: 'Paid' });
    expect(unpaid.body.error.message).toBe('Please enter the date it was paid.');
    const zero = await api.post(PATH, { amount: '0', dueDate: today() });
    expect(zero.body.error.message).toBe('Amount must be more than zero, such as 1500 or 1500.50.');
    const badDate = await api.post(PATH, { amount: 5, dueDate: '2026-02-30' });
    expect(badDate.body.error.message).toBe('Dates must be real calendar dates.');

    const { id } = paidToday.body.transaction;
    const futureStatus = await api.patch(`${PATH}/${id}/status`, { status: 'Paid', paidDate: '2199-01-01' });
    expect(futureStatus.status).toBe(400);
    expect(futureStatus.body.error.message).toBe('The paid date cannot be in the future.');
    const futureEdit = await api.patch(`${PATH}/${id}`, {
      amount: 900,
      dueDate: today(),
      status: 'Paid',
      paidDate: '2199-01-01',
      version: 1,
    });
    expect(futureEdit.body.error.message).toBe('The paid date cannot be in the future.');
    expect((await api.get(`${PATH}?cursor=nonsense`)).body.error.code).toBe('INVALID_CURSOR');
    const list = (await api.get(PATH)).body.transactions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ paidDate: today(), version: 1 });
  });

  it("answers 404 for another renter's transactions and records, and changes nothing", async () => {
    const owner = await signedInRenter(t, 'v1-money-owner');
    const { api } = await apiClientFor(t, owner.userId);
    const other = (await apiClientFor(t, (await signedInRenter(t, 'v1-money-other')).userId)).api;
    const { id } = await transaction(api, { description: 'Rent' });
    const property = (await api.post('/api/v1/properties', { name: 'Mine' })).body.property;
    const path = `${PATH}/${id}`;
    const answers = [
      await other.get(path),
      await other.patch(path, { amount: 1, dueDate: '2026-01-01', version: 1 }),
      await other.patch(`${path}/status`, { status: 'Overdue' }),
      await other.delete(path),
      await other.post(PATH, { amount: 1, dueDate: '2026-01-01', propertyId: property.id }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    expect((await other.get(PATH)).body.transactions).toEqual([]);
    expect((await api.get(path)).body.transaction).toMatchObject({
      amount: '1500.00',
      status: 'Due',
      version: 1,
    });
  });

  it('needs a key, and a key with the write scope to change anything', async () => {
    const { userId } = await signedInRenter(t, 'v1-money-scope');
    const { api } = await apiClientFor(t, userId);
    const { id } = await transaction(api);
    expect((await new ApiClient(t.app, null).get(PATH)).status).toBe(401);
    const readOnly = (await apiClientFor(t, userId, { scopes: ['read'] })).api;
    expect((await readOnly.get(`${PATH}/${id}`)).status).toBe(200);
    expect((await readOnly.post(PATH, { amount: 1, dueDate: '2026-01-01' })).status).toBe(403);
    expect((await readOnly.patch(`${PATH}/${id}/status`, { status: 'Overdue' })).status).toBe(403);
    expect((await readOnly.delete(`${PATH}/${id}`)).status).toBe(403);
    expect((await api.get(PATH)).body.transactions).toMatchObject([{ id, status: 'Due' }]);
  });

  it('creates once for two identical POSTs with one Idempotency-Key', async () => {
    const { userId } = await signedInRenter(t, 'v1-money-idem');
    const { api } = await apiClientFor(t, userId);
    const body = { amount: '1500', dueDate: '2026-05-01', description: 'May rent' };
    const headers = { 'Idempotency-Key': 'transaction-create-1' };
    const first = await api.post(PATH, body, headers);
    const again = await api.post(PATH, body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.transaction.id).toBe(first.body.transaction.id);
    expect((await api.get(PATH)).body.transactions).toHaveLength(1);
  });
});
