import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function uploadLeaseFile(visitor: Visitor) {
  const form = new FormData();
  form.set(
    'file',
    new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'Signed lease.pdf', { type: 'application/pdf' }),
  );
  return (await visitor.request('POST', '/api/documents', form)).body.document as { id: string };
}

describe('leases', () => {
  it('are stored with their terms and file, edited and deleted', async () => {
    const { visitor } = await signedInRenter(t, 'lease');
    const file = await uploadLeaseFile(visitor);
    const created = await visitor.post('/api/leases', {
      name: 'Maple Court 2026',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      monthlyRent: '1,500',
      deposit: 1500,
      petsAllowed: true,
      petFee: '25.5',
      documentId: file.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.lease).toMatchObject({
      name: 'Maple Court 2026',
      monthlyRent: '1500.00',
      deposit: '1500.00',
      petsAllowed: true,
      petFee: '25.50',
      document: { id: file.id, fileName: 'Signed lease.pdf' },
    });
    const id = created.body.lease.id;
    const edited = await visitor.put(`/api/leases/${id}`, {
      name: 'Maple Court 2027',
      endDate: '2027-12-31',
      version: created.body.lease.version,
    });
    expect(edited.body.lease).toMatchObject({
      name: 'Maple Court 2027',
      startDate: null,
      endDate: '2027-12-31',
      petsAllowed: false,
      document: null,
    });
    expect((await visitor.get('/api/leases')).body.leases).toHaveLength(1);
    expect((await visitor.delete(`/api/leases/${id}`)).status).toBe(204);
    expect((await visitor.get('/api/leases')).body.leases).toEqual([]);
  });

  it.each([
    ['no name', { name: '' }, 'Lease name required'],
    [
      'an end before the start',
      { name: 'L', startDate: '2026-06-01', endDate: '2026-05-01' },
      'The lease cannot end before it starts.',
    ],
    ['a bad rent', { name: 'L', monthlyRent: 'lots' }, 'Amounts are money such as 1500 or 1500.50.'],
    ['an impossible date', { name: 'L', startDate: '2026-13-01' }, 'Please select a real date.'],
  ])('refuse %s', async (_, body, message) => {
    const { visitor } = await signedInRenter(t, 'leasebad');
    const reply = await visitor.post('/api/leases', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
    expect((await visitor.get('/api/leases')).body.leases).toEqual([]);
  });

  it("of another user answer 404; another user's file cannot be attached", async () => {
    const owner = await signedInRenter(t, 'leaseowner');
    const intruder = await signedInRenter(t, 'leaseintruder');
    const file = await uploadLeaseFile(owner.visitor);
    const lease = (await owner.visitor.post('/api/leases', { name: 'Mine' })).body.lease;
    expect(
      (await intruder.visitor.put(`/api/leases/${lease.id}`, { name: 'Taken', version: 1 })).status,
    ).toBe(404);
    expect((await intruder.visitor.delete(`/api/leases/${lease.id}`)).status).toBe(404);
    expect((await intruder.visitor.post('/api/leases', { name: 'L', documentId: file.id })).status).toBe(404);
    expect(
      (await intruder.visitor.post('/api/fees', { name: 'Fee', amount: 5, leaseId: lease.id })).status,
    ).toBe(404);
    expect((await owner.visitor.get('/api/leases')).body.leases[0].name).toBe('Mine');
    expect((await new Visitor(t.app).get('/api/leases')).status).toBe(401);
  });

  it('appear in the calendar feed with their start and end', async () => {
    const { visitor } = await signedInRenter(t, 'leaseics');
    await visitor.post('/api/leases', { name: 'Oak House', startDate: '2026-02-01', endDate: '2027-01-31' });
    const { url } = (await visitor.post('/api/calendar/feed')).body;
    const ics = await (await t.app.request(new URL(url).pathname)).text();
    const events = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.summary, e.startDate.toString()])).toEqual([
      ['Lease starts: Oak House', '2026-02-01'],
      ['Lease ends: Oak House', '2027-01-31'],
    ]);
  });
});

describe('fees', () => {
  it('are logged against a lease and deleted', async () => {
    const { visitor } = await signedInRenter(t, 'fee');
    const lease = (await visitor.post('/api/leases', { name: 'Oak House' })).body.lease;
    const fee = await visitor.post('/api/fees', {
      name: 'Pet fee',
      amount: '25',
      date: '2026-03-01',
      leaseId: lease.id,
    });
    expect(fee.status).toBe(201);
    expect(fee.body.fee).toMatchObject({
      name: 'Pet fee',
      amount: '25.00',
      date: '2026-03-01',
      leaseName: 'Oak House',
    });
    expect((await visitor.get('/api/fees')).body.fees).toHaveLength(1);
    expect((await visitor.delete(`/api/fees/${fee.body.fee.id}`)).status).toBe(204);
    expect((await visitor.get('/api/fees')).body.fees).toEqual([]);
  });

  it.each([
    ['no name', { name: '', amount: '10' }],
    ['no amount', { name: 'Late fee' }],
    ['an empty amount', { name: 'Late fee', amount: '' }],
  ])("refuse %s with the product's message (docs/product.md §10)", async (_, body) => {
    const { visitor } = await signedInRenter(t, 'feebad');
    const reply = await visitor.post('/api/fees', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('Fee name and amount required');
  });
});
