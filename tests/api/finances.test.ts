import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import { createProperty } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

// The server's clock: the real one unless a test pins it.
let pinned: Date | null = null;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => pinned ?? new Date() } });
});
afterEach(() => {
  pinned = null;
});
afterAll(() => t.close());

describe('transactions', () => {
  it('default to Rent and Due, store exact amounts, and list by due date, newest first, page by page', async () => {
    const { visitor } = await signedInRenter(t, 'fin');
    const created = await visitor.post('/api/finances/transactions', {
      amount: '1,500.5',
      dueDate: '2026-11-01',
    });
    expect(created.status).toBe(201);
    expect(created.body.transaction).toMatchObject({
      transactionType: 'Rent',
      status: 'Due',
      amount: '1500.50',
      dueDate: '2026-11-01',
      paidDate: null,
      description: '',
    });
    await visitor.post('/api/finances/transactions', {
      amount: 80,
      dueDate: '2026-12-05',
      transactionType: 'Utilities',
    });
    await visitor.post('/api/finances/transactions', {
      amount: 80,
      dueDate: '2026-10-05',
      transactionType: 'Utilities',
    });

    const page1 = await visitor.get('/api/finances/transactions?pageSize=2');
    expect(page1.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.transactions.map((x: { dueDate: string }) => x.dueDate)).toEqual([
      '2026-12-05',
      '2026-11-01',
    ]);
    const page2 = await visitor.get('/api/finances/transactions?pageSize=2&page=2');
    expect(page2.body.transactions.map((x: { dueDate: string }) => x.dueDate)).toEqual(['2026-10-05']);
  });

  it('keep the paid date the renter gives when marked Paid, never a stamped today, and clear it otherwise', async () => {
    const { visitor } = await signedInRenter(t, 'finpaid');
    const id = (await visitor.post('/api/finances/transactions', { amount: 100, dueDate: '2026-09-01' })).body
      .transaction.id;
    const paid = await visitor.patch(`/api/finances/transactions/${id}/status`, {
      status: 'Paid',
      paidDate: '2026-09-01',
    });
    expect(paid.body.transaction).toMatchObject({ status: 'Paid', paidDate: '2026-09-01' });
    const overdue = await visitor.patch(`/api/finances/transactions/${id}/status`, {
      status: 'Overdue',
      paidDate: '2026-01-01',
    });
    expect(overdue.body.transaction).toMatchObject({ status: 'Overdue', paidDate: null });
    // Paid early is fine.
    const created = await visitor.post('/api/finances/transactions', {
      amount: 100,
      dueDate: '2026-11-01',
      status: 'Paid',
      paidDate: '2026-10-28',
    });
    expect(created.body.transaction.paidDate).toBe('2026-10-28');
  });

  it('refuse Paid without a paid date, from the form and from the list toggle, and store nothing', async () => {
    const { visitor } = await signedInRenter(t, 'finnodate');
    const created = await visitor.post('/api/finances/transactions', {
      amount: 100,
      dueDate: '2026-09-01',
      status: 'Paid',
    });
    expect(created.status).toBe(400);
    expect(created.body.error.message).toContain('Please enter the date it was paid.');
    expect((await visitor.get('/api/finances/transactions')).body.total).toBe(0);

    const due = (await visitor.post('/api/finances/transactions', { amount: 100, dueDate: '2026-09-01' }))
      .body.transaction;
    const toggled = await visitor.patch(`/api/finances/transactions/${due.id}/status`, { status: 'Paid' });
    expect(toggled.status).toBe(400);
    expect(toggled.body.error.message).toContain('Please enter the date it was paid.');
    const edited = await visitor.put(`/api/finances/transactions/${due.id}`, {
      amount: 100,
      dueDate: '2026-09-01',
      status: 'Paid',
      paidDate: null,
      version: due.version,
    });
    expect(edited.status).toBe(400);
    expect((await visitor.get(`/api/finances/transactions/${due.id}`)).body.transaction).toMatchObject({
      status: 'Due',
      paidDate: null,
      version: due.version,
    });
  });

  it("refuse a paid date after today by the server's clock (today anywhere on Earth), or before 1900", async () => {
    const { visitor } = await signedInRenter(t, 'finfuture');
    pinned = new Date('2026-06-01T09:00:00Z');
    const pay = (paidDate: string) =>
      visitor.post('/api/finances/transactions', {
        amount: 1,
        dueDate: '2026-06-01',
        status: 'Paid',
        paidDate,
      });
    const tomorrow = await pay('2026-06-02');
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.error.message).toContain('The paid date cannot be in the future.');
    const ancient = await pay('1899-12-31');
    expect(ancient.status).toBe(400);
    expect(ancient.body.error.message).toContain('Dates must be real calendar dates.');
    expect((await visitor.get('/api/finances/transactions')).body.total).toBe(0);
    expect((await pay('2026-06-01')).status).toBe(201);
    // At 10:00 UTC it is already 2 June in Kiribati (UTC+14): a renter there may say paid today.
    pinned = new Date('2026-06-01T10:00:00Z');
    expect((await pay('2026-06-02')).status).toBe(201);
    expect((await pay('2026-06-03')).status).toBe(400);
  });

  it('are edited in every field, linked to a property and a receipt, and deleted', async () => {
    const { visitor } = await signedInRenter(t, 'finedit');
    const property = await createProperty(visitor, 'Flat');
    const form = new FormData();
    form.set('file', new File([Buffer.from('Receipt: rent paid.')], 'receipt.txt', { type: 'text/plain' }));
    const receipt = (await visitor.request('POST', '/api/documents', form)).body.document;
    const id = (await visitor.post('/api/finances/transactions', { amount: 10, dueDate: '2026-11-01' })).body
      .transaction.id;
    const edited = await visitor.put(`/api/finances/transactions/${id}`, {
      transactionType: 'Security Deposit',
      description: 'Deposit',
      amount: '2000',
      dueDate: '2026-09-01',
      status: 'Paid',
      paidDate: '2026-09-01',
      propertyId: property.id,
      receiptDocumentId: receipt.id,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.transaction).toMatchObject({
      transactionType: 'Security Deposit',
      amount: '2000.00',
      propertyName: 'Flat',
      receipt: {
        id: receipt.id,
        fileName: 'receipt.txt',
        downloadUrl: `/api/documents/${receipt.id}/download`,
      },
    });
    await visitor.delete(`/api/documents/${receipt.id}`);
    expect((await visitor.get(`/api/finances/transactions/${id}`)).body.transaction.receipt).toBeNull();
    expect((await visitor.delete(`/api/finances/transactions/${id}`)).status).toBe(204);
    expect((await visitor.get(`/api/finances/transactions/${id}`)).status).toBe(404);
  });

  it.each([
    ['no amount', { dueDate: '2026-11-01' }, 'Please fill out all required fields.'],
    ['no due date', { amount: 10 }, 'Please fill out all required fields.'],
    ['a zero amount', { amount: 0, dueDate: '2026-11-01' }, 'Amount must be more than zero'],
    ['three decimals', { amount: '1.005', dueDate: '2026-11-01' }, 'Amount must be more than zero'],
    ['an impossible date', { amount: 10, dueDate: '2026-02-30' }, 'Dates must be real calendar dates.'],
    ['an impossible month', { amount: 10, dueDate: '2026-13-01' }, 'Dates must be real calendar dates.'],
    [
      'an unknown type',
      { amount: 10, dueDate: '2026-11-01', transactionType: 'Bribe' },
      'Please choose a transaction type.',
    ],
    [
      'an unknown status',
      { amount: 10, dueDate: '2026-11-01', status: 'Late' },
      'Status must be Paid, Due or Overdue.',
    ],
  ])('refuse %s and store nothing', async (_, body, message) => {
    const { visitor } = await signedInRenter(t, 'finbad');
    const reply = await visitor.post('/api/finances/transactions', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain(message);
    expect((await visitor.get('/api/finances/transactions')).body.total).toBe(0);
  });

  it("of another user answer 404, and cannot point at another user's property or receipt", async () => {
    const owner = await signedInRenter(t, 'finowner');
    const intruder = await signedInRenter(t, 'finintruder');
    const property = await createProperty(owner.visitor, 'Flat');
    const id = (await owner.visitor.post('/api/finances/transactions', { amount: 10, dueDate: '2026-11-01' }))
      .body.transaction.id;
    for (const reply of [
      await intruder.visitor.get(`/api/finances/transactions/${id}`),
      await intruder.visitor.put(`/api/finances/transactions/${id}`, {
        amount: 1,
        dueDate: '2026-11-01',
        version: 1,
      }),
      await intruder.visitor.patch(`/api/finances/transactions/${id}/status`, {
        status: 'Paid',
        paidDate: '2026-11-01',
      }),
      await intruder.visitor.delete(`/api/finances/transactions/${id}`),
      await intruder.visitor.post('/api/finances/transactions', {
        amount: 1,
        dueDate: '2026-11-01',
        propertyId: property.id,
      }),
    ]) {
      expect(reply.status).toBe(404);
    }
    expect((await owner.visitor.get(`/api/finances/transactions/${id}`)).body.transaction).toMatchObject({
      amount: '10.00',
      status: 'Due',
    });
    expect((await intruder.visitor.get('/api/finances/transactions')).body.total).toBe(0);
  });

  it("cannot point at another user's receipt or an unknown one: 404 alike, nothing stored", async () => {
    const owner = await signedInRenter(t, 'receiptowner');
    const intruder = await signedInRenter(t, 'receiptintruder');
    const form = new FormData();
    form.set(
      'file',
      new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'Receipt.pdf', { type: 'application/pdf' }),
    );
    const receipt = (await owner.visitor.request('POST', '/api/documents', form)).body.document;
    const attach = (receiptDocumentId: string) =>
      intruder.visitor.post('/api/finances/transactions', {
        amount: 1,
        dueDate: '2026-11-01',
        receiptDocumentId,
      });
    const foreign = await attach(receipt.id);
    const unknown = await attach(crypto.randomUUID());
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual(unknown.body);
    expect((await intruder.visitor.get('/api/finances/transactions')).body.total).toBe(0);
    expect(
      (await owner.visitor.get('/api/documents')).body.documents.map((d: { id: string }) => d.id),
    ).toEqual([receipt.id]);
  });

  it('need a session', async () => {
    expect((await new Visitor(t.app).get('/api/finances/transactions')).status).toBe(401);
    expect((await new Visitor(t.app).get('/api/finances/summary')).status).toBe(401);
  });
});

describe('the financial summary', () => {
  it('applies the formulas of docs/product.md §9.2 in exact decimals, leaving the deposit and its return out', async () => {
    const { visitor } = await signedInRenter(t, 'finsum');
    const add = (body: Record<string, unknown>) =>
      visitor.post('/api/finances/transactions', { dueDate: '2026-11-01', ...body });
    await add({ transactionType: 'Rent', amount: '0.10', status: 'Paid', paidDate: '2026-10-01' });
    await add({ transactionType: 'Utilities', amount: '0.20', status: 'Paid', paidDate: '2026-11-03' });
    await add({ transactionType: 'Rent', amount: '1500', status: 'Due' });
    await add({
      transactionType: 'Security Deposit',
      amount: '1000',
      status: 'Paid',
      paidDate: '2026-10-01',
    });
    await add({
      transactionType: 'Security Deposit Return',
      amount: '900.05',
      status: 'Paid',
      paidDate: '2026-11-20',
    });
    await add({ transactionType: 'Security Deposit Return', amount: '50', status: 'Due' });

    const { summary } = (await visitor.get('/api/finances/summary')).body;
    expect(summary).toEqual({
      totalPaidExpenses: '0.30',
      totalIncome: '0.00',
      netBalance: '-0.30',
      paidByMonth: [
        { month: '2026-10', amount: '0.10' },
        { month: '2026-11', amount: '0.20' },
      ],
    });
  });

  it('is all zeros with no transactions', async () => {
    const { visitor } = await signedInRenter(t, 'finzero');
    expect((await visitor.get('/api/finances/summary')).body.summary).toEqual({
      totalPaidExpenses: '0.00',
      totalIncome: '0.00',
      netBalance: '0.00',
      paidByMonth: [],
    });
  });
});
