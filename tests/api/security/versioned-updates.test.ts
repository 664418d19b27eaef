import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from '../support/accounts';
import { createProperty } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Visitor } from '../support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STALE_MESSAGE = 'Someone changed this since you opened it. Review the newer values and save again.';

type Case = {
  name: string;
  /** Makes the record and answers its path and the record as read. */
  create: (visitor: Visitor) => Promise<{ path: string; record: Record<string, unknown> }>;
  method: 'PATCH' | 'PUT';
  /** An edit of the record as read, changing one field to `value`. */
  edit: (record: Record<string, unknown>, value: string) => Record<string, unknown>;
  key: string;
  /** Where the field shows in the presented record. */
  field: string;
  /** What the field shows after an edit to `value`, when not `value` itself. */
  shown?: (value: string) => unknown;
  /** Leases have no read by id: they are read from the list. */
  read?: (visitor: Visitor, path: string) => Promise<Record<string, unknown>>;
};

const shownAs = (c: Case, value: string) => (c.shown ? c.shown(value) : value);

async function readBack(c: Case, visitor: Visitor, path: string) {
  if (c.read) return c.read(visitor, path);
  return (await visitor.get(path)).body[c.key] as Record<string, unknown>;
}

const cases: Case[] = [
  {
    name: 'property',
    async create(visitor) {
      const property = await createProperty(visitor, 'Maple Court 4B');
      const record = (await visitor.get(`/api/properties/${property.id}`)).body.property;
      return { path: `/api/properties/${property.id}`, record };
    },
    method: 'PATCH',
    edit: (record, value) => ({ name: value, address: record.address, version: record.version }),
    key: 'property',
    field: 'name',
  },
  {
    name: 'maintenance item',
    async create(visitor) {
      const property = await createProperty(visitor);
      const reply = await visitor.post('/api/maintenance', { propertyId: property.id, item: 'Leaky tap' });
      return { path: `/api/maintenance/${reply.body.item.id}`, record: reply.body.item };
    },
    method: 'PUT',
    edit: (record, value) => ({ propertyId: record.propertyId, item: value, version: record.version }),
    key: 'item',
    field: 'item',
  },
  {
    name: 'transaction',
    async create(visitor) {
      const reply = await visitor.post('/api/finances/transactions', {
        amount: '1500',
        dueDate: '2026-12-01',
      });
      return {
        path: `/api/finances/transactions/${reply.body.transaction.id}`,
        record: reply.body.transaction,
      };
    },
    method: 'PUT',
    edit: (record, value) => ({
      amount: record.amount,
      dueDate: record.dueDate,
      description: value,
      version: record.version,
    }),
    key: 'transaction',
    field: 'description',
  },
  {
    name: 'lease',
    async create(visitor) {
      const reply = await visitor.post('/api/leases', { name: 'Main lease', monthlyRent: '1500' });
      return { path: `/api/leases/${reply.body.lease.id}`, record: reply.body.lease };
    },
    method: 'PUT',
    edit: (record, value) => ({ name: value, monthlyRent: record.monthlyRent, version: record.version }),
    key: 'lease',
    field: 'name',
    async read(visitor, path) {
      const { leases } = (await visitor.get('/api/leases')).body;
      return leases.find((lease: { id: string }) => path.endsWith(lease.id));
    },
  },
  {
    name: 'profile',
    async create(visitor) {
      return { path: '/api/profile', record: (await visitor.get('/api/profile')).body.profile };
    },
    method: 'PATCH',
    edit: (record, value) => ({
      name: value,
      propertyName: record.propertyName ?? '',
      version: record.version,
    }),
    key: 'profile',
    field: 'fullName',
  },
  {
    name: 'company profile',
    async create(visitor) {
      return { path: '/api/company', record: (await visitor.post('/api/company')).body.company };
    },
    method: 'PUT',
    edit: (record, value) => ({ name: value, version: record.version }),
    key: 'company',
    field: 'name',
  },
  {
    name: 'company property',
    async create(visitor) {
      await visitor.post('/api/company');
      const reply = await visitor.post('/api/company/properties', { address: '1 Elm Street' });
      return { path: `/api/company/properties/${reply.body.property.id}`, record: reply.body.property };
    },
    method: 'PUT',
    edit: (record, value) => ({ address: value, units: record.units, version: record.version }),
    key: 'property',
    field: 'address',
    async read(visitor, path) {
      const { properties } = (await visitor.get('/api/company/properties')).body;
      return properties.find((property: { id: string }) => path.endsWith(property.id));
    },
  },
  {
    name: 'emotional review',
    async create(visitor) {
      const property = await createProperty(visitor, 'Oak House');
      const reply = await visitor.post('/api/emotional-reviews', { propertyId: property.id, rating: 4 });
      return { path: `/api/emotional-reviews/${reply.body.review.id}`, record: reply.body.review };
    },
    method: 'PUT',
    edit: (record, value) => ({
      propertyId: record.propertyId,
      rating: record.rating,
      comment: value,
      version: record.version,
    }),
    key: 'review',
    field: 'comment',
    async read(visitor, path) {
      const { reviews } = (await visitor.get('/api/emotional-reviews')).body;
      return reviews.find((review: { id: string }) => path.endsWith(review.id));
    },
  },
  {
    name: 'deposit',
    async create(visitor) {
      const property = await createProperty(visitor);
      const reply = await visitor.post('/api/deposits', {
        propertyId: property.id,
        amount: '1500',
        moveOutDate: '2026-10-31',
        jurisdiction: 'DC',
      });
      return { path: `/api/deposits/${reply.body.deposit.id}`, record: reply.body.deposit };
    },
    method: 'PUT',
    edit: (record, value) => ({
      amount: record.amount,
      moveOutDate: record.moveOutDate,
      jurisdiction: record.jurisdiction,
      statement: value,
      version: record.version,
    }),
    key: 'deposit',
    field: 'statement',
  },
  {
    name: 'deposit deduction',
    async create(visitor) {
      const property = await createProperty(visitor);
      const deposit = await visitor.post('/api/deposits', {
        propertyId: property.id,
        amount: '1500',
        moveOutDate: '2026-10-31',
        jurisdiction: 'VA',
      });
      const path = `/api/deposits/${deposit.body.deposit.id}/deductions`;
      const reply = await visitor.post(path, { amount: '200', reason: 'Carpet cleaning' });
      return { path: `${path}/${reply.body.deduction.id}`, record: reply.body.deduction };
    },
    method: 'PUT',
    edit: (record, value) => ({ amount: record.amount, reason: value, version: record.version }),
    key: 'deduction',
    field: 'reason',
    // A deduction is read within its deposit.
    async read(visitor, path) {
      const depositPath = path.split('/deductions/')[0] ?? '';
      const deductionId = path.split('/').at(-1);
      const { deductions } = (await visitor.get(depositPath)).body.deposit as {
        deductions: { id: string }[];
      };
      return deductions.find((deduction) => deduction.id === deductionId) as Record<string, unknown>;
    },
  },
  {
    name: 'condition report',
    async create(visitor) {
      const property = await createProperty(visitor);
      const reply = await visitor.post('/api/inspections', { propertyId: property.id, rooms: ['Kitchen'] });
      return { path: `/api/inspections/${property.id}`, record: reply.body.inspection };
    },
    method: 'PUT',
    // The whole list as read, its one room renamed.
    edit: (record, value) => ({
      rooms: (record.rooms as { id: string; items: { id: string; name: string }[] }[]).map((room) => ({
        id: room.id,
        name: value,
        items: room.items.map((item) => ({ id: item.id, name: item.name })),
      })),
      version: record.version,
    }),
    key: 'inspection',
    field: 'rooms',
    shown: (value) => [{ name: value }],
  },
];

describe.each(cases)('an edit of a $name names the version it was read at', (c) => {
  it('lets the first of two readers save; the second gets 409 with the current record', async () => {
    const { visitor } = await signedInRenter(t, 'versions');
    const { path, record } = await c.create(visitor);
    expect(record.version).toBe(1);
    // Two tabs opened the same record; both save.
    const first = await visitor.request(c.method, path, c.edit(record, 'Saved first'));
    expect(first.status).toBe(200);
    expect(first.body[c.key]).toMatchObject({ [c.field]: shownAs(c, 'Saved first'), version: 2 });

    const second = await visitor.request(c.method, path, c.edit(record, 'Saved second'));

    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'STALE_UPDATE',
      message: STALE_MESSAGE,
      details: { current: { [c.field]: shownAs(c, 'Saved first'), version: 2 } },
    });
    expect(await readBack(c, visitor, path)).toMatchObject({
      [c.field]: shownAs(c, 'Saved first'),
      version: 2,
    });

    // Saving again from the newer values works.
    const again = await visitor.request(c.method, path, c.edit(second.body.error.details.current, 'Merged'));
    expect(again.status).toBe(200);
    expect(again.body[c.key]).toMatchObject({ [c.field]: shownAs(c, 'Merged'), version: 3 });
  });

  it('refuses an edit without a version (400) and changes nothing', async () => {
    const { visitor } = await signedInRenter(t, 'versions');
    const { path, record } = await c.create(visitor);
    const { version: _dropped, ...withoutVersion } = c.edit(record, 'No version');

    const reply = await visitor.request(c.method, path, withoutVersion);

    expect(reply.status).toBe(400);
    expect(await readBack(c, visitor, path)).toMatchObject({ version: 1 });
  });
});

describe.each(cases.filter((c) => c.name !== 'profile'))("another user's $name", (c) => {
  it('is still 404, whatever version is sent, and is left unchanged', async () => {
    const owner = await signedInRenter(t, 'versions-owner');
    const intruder = await signedInRenter(t, 'versions-intruder');
    const { path, record } = await c.create(owner.visitor);
    // The maintenance edit names a property, which must be the intruder's own to get past that check.
    const edit = c.edit(record, 'Taken');
    if ('propertyId' in edit) edit.propertyId = (await createProperty(intruder.visitor)).id;

    const reply = await intruder.visitor.request(c.method, path, edit);

    expect(reply.status).toBe(404);
    expect(reply.body.error.code).toBe('NOT_FOUND');
    expect(await readBack(c, owner.visitor, path)).toMatchObject({ version: 1, [c.field]: record[c.field] });
  });
});

describe('one-field status toggles', () => {
  it('take effect without a version, and bump it so an older full edit is refused', async () => {
    const { visitor } = await signedInRenter(t, 'versions');
    const property = await createProperty(visitor);
    const item = (await visitor.post('/api/maintenance', { propertyId: property.id, item: 'Fan' })).body.item;

    const toggled = await visitor.patch(`/api/maintenance/${item.id}/status`, { status: 'completed' });
    expect(toggled.body.item).toMatchObject({ status: 'completed', version: 2 });

    const staleEdit = await visitor.put(`/api/maintenance/${item.id}`, {
      propertyId: property.id,
      item: 'Ceiling fan',
      status: 'pending',
      version: item.version,
    });
    expect(staleEdit.status).toBe(409);
    expect(staleEdit.body.error.details.current).toMatchObject({ status: 'completed', item: 'Fan' });
  });

  it('for transactions too', async () => {
    const { visitor } = await signedInRenter(t, 'versions');
    const created = (
      await visitor.post('/api/finances/transactions', { amount: '80', dueDate: '2026-12-05' })
    ).body.transaction;

    const toggled = await visitor.patch(`/api/finances/transactions/${created.id}/status`, {
      status: 'Paid',
      paidDate: '2026-11-20',
    });
    expect(toggled.body.transaction).toMatchObject({ status: 'Paid', version: 2 });

    const staleEdit = await visitor.put(`/api/finances/transactions/${created.id}`, {
      amount: '90',
      dueDate: '2026-12-05',
      version: created.version,
    });
    expect(staleEdit.status).toBe(409);
    expect(staleEdit.body.error.details.current).toMatchObject({ status: 'Paid', amount: '80.00' });
  });
});
