import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, apiClientFor } from '../support/api-client';
import { signedInRenter } from '../support/accounts';
import type { Visitor } from '../support/visitor';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LEASES = '/api/v1/leases';
const FEES = '/api/v1/fees';

async function lease(api: ApiClient, fields: Record<string, unknown> = {}) {
  const reply = await api.post(LEASES, { name: 'Maple Court lease', ...fields });
  expect(reply.status).toBe(201);
  return reply.body.lease as { id: string; name: string; version: number };
}

async function fee(api: ApiClient, fields: Record<string, unknown> = {}) {
  const reply = await api.post(FEES, { name: 'Late fee', amount: '50', ...fields });
  expect(reply.status).toBe(201);
  return reply.body.fee as { id: string; name: string };
}

async function uploadDocument(visitor: Visitor) {
  const form = new FormData();
  form.set(
    'file',
    new File([Buffer.from('%PDF-1.4\n% lease\n%%EOF\n')], 'lease.pdf', { type: 'application/pdf' }),
  );
  const reply = await visitor.request('POST', '/api/documents', form);
  expect(reply.status).toBe(201);
  return reply.body.document as { id: string };
}

describe('/api/v1/leases', () => {
  it('creates, lists in pages, reads, updates and deletes with a key', async () => {
    const renter = await signedInRenter(t, 'v1-lease');
    const { api } = await apiClientFor(t, renter.userId);
    const document = await uploadDocument(renter.visitor);
    const first = await lease(api, {
      name: '2025 lease',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      monthlyRent: 1500,
      deposit: '3,000',
      documentId: document.id,
    });
    expect(first).toMatchObject({
      monthlyRent: '1500.00',
      deposit: '3000.00',
      petFee: null,
      petsAllowed: false,
      document: {
        id: document.id,
        fileName: 'lease.pdf',
        downloadUrl: `/api/v1/documents/${document.id}/download`,
      },
      version: 1,
    });
    await lease(api, { name: '2026 lease' });
    await lease(api, { name: '2027 lease' });

    const page = await api.get(`${LEASES}?limit=2`);
    expect(page.status).toBe(200);
    expect(page.body.leases.map((l: { name: string }) => l.name)).toEqual(['2027 lease', '2026 lease']);
    const next = await api.get(`${LEASES}?limit=2&cursor=${page.body.nextCursor}`);
    expect(next.body).toMatchObject({ leases: [{ name: '2025 lease' }], nextCursor: null });

    expect((await api.get(`${LEASES}/${first.id}`)).body.lease).toMatchObject({ name: '2025 lease' });
    const updated = await api.patch(`${LEASES}/${first.id}`, {
      name: '2025 lease (renewed)',
      startDate: '2025-01-01',
      endDate: '2026-06-30',
      monthlyRent: '1550.5',
      petsAllowed: true,
      petFee: 25,
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.lease).toMatchObject({
      name: '2025 lease (renewed)',
      monthlyRent: '1550.50',
      deposit: null,
      petFee: '25.00',
      document: null,
      version: 2,
    });
    const stale = await api.patch(`${LEASES}/${first.id}`, { name: 'Old', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.current).toMatchObject({ name: '2025 lease (renewed)', version: 2 });

    expect((await api.delete(`${LEASES}/${first.id}`)).status).toBe(204);
    expect((await api.get(`${LEASES}/${first.id}`)).status).toBe(404);
    expect((await api.get(LEASES)).body.leases).toHaveLength(2);
  });

  it("refuses bad input with the app's messages and changes nothing", async () => {
    const { userId } = await signedInRenter(t, 'v1-lease-bad');
    const { api } = await apiClientFor(t, userId);
    const noName = await api.post(LEASES, { name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Lease name required' });
    const backwards = await api.post(LEASES, { name: 'L', startDate: '2026-05-01', endDate: '2026-04-01' });
    expect(backwards.body.error.message).toBe('The lease cannot end before it starts.');
    const rent = await api.post(LEASES, { name: 'L', monthlyRent: 'a lot' });
    expect(rent.body.error.message).toBe('Amounts are money such as 1500 or 1500.50.');
    const { id } = await lease(api);
    const noVersion = await api.patch(`${LEASES}/${id}`, { name: 'Renamed' });
    expect(noVersion.status).toBe(400);
    expect((await api.get(`${LEASES}?cursor=nonsense`)).body.error.code).toBe('INVALID_CURSOR');
    expect((await api.get(LEASES)).body.leases).toMatchObject([
      { id, name: 'Maple Court lease', version: 1 },
    ]);
  });

  it("answers 404 for another renter's leases and documents, and changes nothing", async () => {
    const owner = await signedInRenter(t, 'v1-lease-owner');
    const { api } = await apiClientFor(t, owner.userId);
    const other = (await apiClientFor(t, (await signedInRenter(t, 'v1-lease-other')).userId)).api;
    const { id } = await lease(api);
    const document = await uploadDocument(owner.visitor);
    const answers = [
      await other.get(`${LEASES}/${id}`),
      await other.patch(`${LEASES}/${id}`, { name: 'Mine now', version: 1 }),
      await other.delete(`${LEASES}/${id}`),
      await other.post(LEASES, { name: 'Sneaky', documentId: document.id }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    expect((await other.get(LEASES)).body.leases).toEqual([]);
    expect((await api.get(`${LEASES}/${id}`)).body.lease).toMatchObject({
      name: 'Maple Court lease',
      version: 1,
    });
  });

  it('needs a key, and a key with the write scope to change anything', async () => {
    const { userId } = await signedInRenter(t, 'v1-lease-scope');
    const { api } = await apiClientFor(t, userId);
    const { id } = await lease(api);
    expect((await new ApiClient(t.app, null).get(LEASES)).status).toBe(401);
    expect((await new ApiClient(t.app, null).get(`${LEASES}/${id}`)).status).toBe(401);
    const readOnly = (await apiClientFor(t, userId, { scopes: ['read'] })).api;
    expect((await readOnly.get(`${LEASES}/${id}`)).status).toBe(200);
    expect((await readOnly.post(LEASES, { name: 'X' })).status).toBe(403);
    expect((await readOnly.patch(`${LEASES}/${id}`, { name: 'X', version: 1 })).status).toBe(403);
    expect((await readOnly.delete(`${LEASES}/${id}`)).status).toBe(403);
    expect((await api.get(`${LEASES}/${id}`)).body.lease.version).toBe(1);
  });

  it('creates once for two identical POSTs with one Idempotency-Key', async () => {
    const { userId } = await signedInRenter(t, 'v1-lease-idem');
    const { api } = await apiClientFor(t, userId);
    const headers = { 'Idempotency-Key': 'lease-create-1' };
    const first = await api.post(LEASES, { name: 'Once' }, headers);
    const again = await api.post(LEASES, { name: 'Once' }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.lease.id).toBe(first.body.lease.id);
    expect((await api.get(LEASES)).body.leases).toHaveLength(1);
  });
});

describe('/api/v1/fees', () => {
  it('creates, lists in pages and deletes with a key, filed under a lease or not', async () => {
    const { userId } = await signedInRenter(t, 'v1-fee');
    const { api } = await apiClientFor(t, userId);
    const home = await lease(api, { name: 'Home lease' });
    const application = await fee(api, { name: 'Application fee', amount: 75, date: '2026-01-05' });
    expect(application).toMatchObject({
      amount: '75.00',
      date: '2026-01-05',
      leaseId: null,
      leaseName: null,
    });
    const pet = await fee(api, { name: 'Pet fee', amount: '25.5', leaseId: home.id });
    expect(pet).toMatchObject({ amount: '25.50', leaseId: home.id, leaseName: 'Home lease' });
    await fee(api, { name: 'Late fee' });

    const page = await api.get(`${FEES}?limit=2`);
    expect(page.body.fees.map((f: { name: string }) => f.name)).toEqual(['Late fee', 'Pet fee']);
    const next = await api.get(`${FEES}?limit=2&cursor=${page.body.nextCursor}`);
    expect(next.body).toMatchObject({ fees: [{ name: 'Application fee' }], nextCursor: null });

    expect((await api.delete(`${FEES}/${pet.id}`)).status).toBe(204);
    expect((await api.delete(`${FEES}/${pet.id}`)).status).toBe(404);
    expect((await api.get(FEES)).body.fees.map((f: { name: string }) => f.name)).toEqual([
      'Late fee',
      'Application fee',
    ]);
  });

  it("refuses bad input with the app's messages, another renter's fees and leases with 404", async () => {
    const { userId } = await signedInRenter(t, 'v1-fee-bad');
    const { api } = await apiClientFor(t, userId);
    const noAmount = await api.post(FEES, { name: 'Late fee' });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Fee name and amount required',
    });
    const badAmount = await api.post(FEES, { name: 'Late fee', amount: 'fifty' });
    expect(badAmount.body.error.message).toBe('Amounts are money such as 1500 or 1500.50.');
    const badDate = await api.post(FEES, { name: 'Late fee', amount: 5, date: '2026-13-01' });
    expect(badDate.body.error.message).toBe('Please select a real date.');

    const mine = await fee(api);
    const myLease = await lease(api);
    const other = (await apiClientFor(t, (await signedInRenter(t, 'v1-fee-other')).userId)).api;
    const deleted = await other.delete(`${FEES}/${mine.id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body.error.code).toBe('NOT_FOUND');
    const filed = await other.post(FEES, { name: 'Sneaky', amount: 1, leaseId: myLease.id });
    expect(filed.status).toBe(404);
    expect(filed.body.error.code).toBe('NOT_FOUND');
    expect((await other.get(FEES)).body.fees).toEqual([]);
    expect((await api.get(FEES)).body.fees).toMatchObject([{ id: mine.id, name: 'Late fee' }]);
  });

  it('needs a key, a key with the write scope to change anything, and creates once per Idempotency-Key', async () => {
    const { userId } = await signedInRenter(t, 'v1-fee-scope');
    const { api } = await apiClientFor(t, userId);
    const { id } = await fee(api);
    expect((await new ApiClient(t.app, null).get(FEES)).status).toBe(401);
    const readOnly = (await apiClientFor(t, userId, { scopes: ['read'] })).api;
    expect((await readOnly.get(FEES)).status).toBe(200);
    expect((await readOnly.post(FEES, { name: 'X', amount: 1 })).status).toBe(403);
    expect((await readOnly.delete(`${FEES}/${id}`)).status).toBe(403);

    const headers = { 'Idempotency-Key': 'fee-create-1' };
    const first = await api.post(FEES, { name: 'Key fee', amount: 10 }, headers);
    const again = await api.post(FEES, { name: 'Key fee', amount: 10 }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.fee.id).toBe(first.body.fee.id);
    expect((await api.get(FEES)).body.fees).toHaveLength(2);
  });
});
