import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import { newWebhookSecret, sealWebhookSecret } from '#server/webhooks/webhook-secret';
import { ApiClient, apiClientFor } from '../support/api-client';
import { signedInRenter } from '../support/accounts';
import { landlord, linkedTenant } from '../support/landlords';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = (reply: { body: { items: { item: string }[] } }) => reply.body.items.map((i) => i.item);

async function property(api: ApiClient, name = 'Maple Court 4B'): Promise<string> {
  const reply = await api.post('/api/v1/properties', { name });
  expect(reply.status).toBe(201);
  return reply.body.property.id;
}

async function item(api: ApiClient, propertyId: string, fields: Record<string, unknown> = {}) {
  const reply = await api.post('/api/v1/maintenance', { propertyId, item: 'Leaky tap', ...fields });
  expect(reply.status).toBe(201);
  return reply.body.item as { id: string; version: number; status: string };
}

/** A subscription to maintenance.status_changed, the person's own or (with companyId) the company's. */
async function subscribe(userId: string, companyId: string | null = null) {
  const [row] = await t.db
    .insert(webhookSubscriptions)
    .values({
      userId,
      companyId,
      url: 'https://hooks.invalid/rentproof',
      events: ['maintenance.status_changed'],
      secret: sealWebhookSecret(t.services.config.authSecret, newWebhookSecret()),
    })
    .returning({ id: webhookSubscriptions.id });
  if (!row) throw new Error('No subscription');
  return row.id;
}

const deliveriesOf = (subscriptionId: string) =>
  t.db
    .select({ payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, subscriptionId));

describe('/api/v1/maintenance', () => {
  it('creates, lists in pages and by property, reads, updates, changes status and deletes with a key', async () => {
    const { userId } = await signedInRenter(t, 'v1-maint');
    const { api } = await apiClientFor(t, userId);
    const home = await property(api);
    const garage = await property(api, 'Garage');
    const tap = await item(api, home, { cost: '75.5', details: 'Drips all night' });
    expect(tap).toMatchObject({ cost: '75.50', category: 'Other', status: 'pending', version: 1 });
    await item(api, home, { item: 'Broken heater', category: 'Heating & Cooling' });
    await item(api, garage, { item: 'Cracked tile' });

    const first = await api.get('/api/v1/maintenance?limit=2');
    expect(first.status).toBe(200);
    expect(names(first)).toEqual(['Cracked tile', 'Broken heater']);
    const second = await api.get(`/api/v1/maintenance?limit=2&cursor=${first.body.nextCursor}`);
    expect(names(second)).toEqual(['Leaky tap']);
    expect(second.body.nextCursor).toBeNull();
    expect(names(await api.get(`/api/v1/maintenance?propertyId=${garage}`))).toEqual(['Cracked tile']);

    const read = await api.get(`/api/v1/maintenance/${tap.id}`);
    expect(read.body.item).toMatchObject({ id: tap.id, propertyName: 'Maple Court 4B', photoCount: 0 });
    const updated = await api.patch(`/api/v1/maintenance/${tap.id}`, {
      propertyId: home,
      item: 'Leaky kitchen tap',
      cost: 90,
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.item).toMatchObject({ item: 'Leaky kitchen tap', cost: '90.00', version: 2 });
    const stale = await api.patch(`/api/v1/maintenance/${tap.id}`, {
      propertyId: home,
      item: 'Old',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_UPDATE');
    expect(stale.body.error.details.current).toMatchObject({ item: 'Leaky kitchen tap', version: 2 });

    const status = await api.patch(`/api/v1/maintenance/${tap.id}/status`, { status: 'completed' });
    expect(status.body.item).toMatchObject({ status: 'completed', version: 3 });
    expect((await api.get(`/api/v1/maintenance/${tap.id}/updates`)).body).toEqual({ updates: [] });

    expect((await api.delete(`/api/v1/maintenance/${tap.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/maintenance/${tap.id}`)).status).toBe(404);
    expect(names(await api.get('/api/v1/maintenance'))).toEqual(['Cracked tile', 'Broken heater']);
  });

  it("refuses bad input with the app's messages and changes nothing", async () => {
    const { userId } = await signedInRenter(t, 'v1-maint-bad');
    const { api } = await apiClientFor(t, userId);
    const home = await property(api);
    const missing = await api.post('/api/v1/maintenance', { propertyId: home, item: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please select a property and enter an item name.',
    });
    const cost = await api.post('/api/v1/maintenance', { propertyId: home, item: 'Tap', cost: 'lots' });
    expect(cost.body.error.message).toBe('Cost must be an amount of money such as 75 or 75.50.');
    const { id } = await item(api, home);
    const status = await api.patch(`/api/v1/maintenance/${id}/status`, { status: 'done' });
    expect(status.status).toBe(400);
    expect(status.body.error.message).toBe('Status must be pending, in-progress or completed.');
    const noVersion = await api.patch(`/api/v1/maintenance/${id}`, { propertyId: home, item: 'Tap' });
    expect(noVersion.status).toBe(400);
    expect((await api.get('/api/v1/maintenance?limit=500')).status).toBe(400);
    const cursor = await api.get('/api/v1/maintenance?cursor=nonsense');
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.code).toBe('INVALID_CURSOR');
    expect((await api.get(`/api/v1/maintenance/${id}`)).body.item).toMatchObject({
      item: 'Leaky tap',
      status: 'pending',
      version: 1,
    });
  });

  it("answers 404 for another renter's items and properties, and changes nothing", async () => {
    const owner = await apiClientFor(t, (await signedInRenter(t, 'v1-maint-owner')).userId);
    const other = await apiClientFor(t, (await signedInRenter(t, 'v1-maint-other')).userId);
    const home = await property(owner.api);
    const { id } = await item(owner.api, home);
    const path = `/api/v1/maintenance/${id}`;
    const answers = [
      await other.api.get(path),
      await other.api.get(`${path}/updates`),
      await other.api.patch(path, { propertyId: home, item: 'Mine now', version: 1 }),
      await other.api.patch(`${path}/status`, { status: 'completed' }),
      await other.api.delete(path),
      await other.api.post('/api/v1/maintenance', { propertyId: home, item: 'Sneaky' }),
      await other.api.get(`/api/v1/maintenance?propertyId=${home}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    expect((await owner.api.get(path)).body.item).toMatchObject({
      item: 'Leaky tap',
      status: 'pending',
      version: 1,
    });
    expect((await owner.api.get('/api/v1/maintenance')).body.items).toHaveLength(1);
  });

  it('needs a key, and a key with the write scope to change anything', async () => {
    const { userId } = await signedInRenter(t, 'v1-maint-scope');
    const { api } = await apiClientFor(t, userId);
    const home = await property(api);
    const { id } = await item(api, home);
    expect((await new ApiClient(t.app, null).get('/api/v1/maintenance')).status).toBe(401);
    expect((await new ApiClient(t.app, null).get(`/api/v1/maintenance/${id}`)).status).toBe(401);
    const readOnly = (await apiClientFor(t, userId, { scopes: ['read'] })).api;
    expect((await readOnly.get(`/api/v1/maintenance/${id}`)).status).toBe(200);
    expect((await readOnly.post('/api/v1/maintenance', { propertyId: home, item: 'X' })).status).toBe(403);
    expect((await readOnly.patch(`/api/v1/maintenance/${id}/status`, { status: 'completed' })).status).toBe(
      403,
    );
    expect((await readOnly.delete(`/api/v1/maintenance/${id}`)).status).toBe(403);
    expect((await api.get(`/api/v1/maintenance/${id}`)).body.item.status).toBe('pending');
  });

  it('creates once for two identical POSTs with one Idempotency-Key', async () => {
    const { userId } = await signedInRenter(t, 'v1-maint-idem');
    const { api } = await apiClientFor(t, userId);
    const home = await property(api);
    const body = { propertyId: home, item: 'Mould in the bathroom' };
    const headers = { 'Idempotency-Key': 'maintenance-create-1' };
    const first = await api.post('/api/v1/maintenance', body, headers);
    const again = await api.post('/api/v1/maintenance', body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.item.id).toBe(first.body.item.id);
    expect((await api.get('/api/v1/maintenance')).body.items).toHaveLength(1);
  });

  it("tells the renter's and the linked company's webhooks of a status change, and shows the landlord's updates", async () => {
    const owner = await landlord(t, 'v1-maint-landlord');
    const tenant = await linkedTenant(t, owner, 'v1-maint-tenant');
    const share = await tenant.visitor.put(`/api/tenancies/${tenant.tenancyId}/sharing`, {
      moveIn: false,
      moveOut: false,
      maintenance: true,
      documentIds: [],
    });
    expect(share.status).toBe(200);
    const companyId = (await owner.visitor.get('/api/company')).body.company.id as string;
    const personal = await subscribe(tenant.userId);
    const company = await subscribe(owner.userId, companyId);
    const { api } = await apiClientFor(t, tenant.userId);
    const leak = await item(api, tenant.propertyId, { item: 'Leak under the sink' });

    const started = await api.patch(`/api/v1/maintenance/${leak.id}/status`, { status: 'in-progress' });
    expect(started.status).toBe(200);
    const expected = {
      type: 'maintenance.status_changed',
      data: {
        maintenanceItemId: leak.id,
        propertyId: tenant.propertyId,
        title: 'Leak under the sink',
        previousStatus: 'pending',
        status: 'in-progress',
        changedAt: started.body.item.updatedAt,
      },
    };
    expect((await deliveriesOf(personal)).map((d) => d.payload)).toEqual([
      { ...expected, timestamp: started.body.item.updatedAt },
    ]);
    expect((await deliveriesOf(company)).map((d) => d.payload)).toEqual([
      { ...expected, timestamp: started.body.item.updatedAt },
    ]);

    // The same status again, and an update that keeps the status, are no change.
    await api.patch(`/api/v1/maintenance/${leak.id}/status`, { status: 'in-progress' });
    const renamed = await api.patch(`/api/v1/maintenance/${leak.id}`, {
      propertyId: tenant.propertyId,
      item: 'Leak under the kitchen sink',
      status: 'in-progress',
      version: 3,
    });
    expect(renamed.status).toBe(200);
    expect(await deliveriesOf(personal)).toHaveLength(1);

    const done = await api.patch(`/api/v1/maintenance/${leak.id}`, {
      propertyId: tenant.propertyId,
      item: 'Leak under the kitchen sink',
      status: 'completed',
      version: 4,
    });
    expect(done.status).toBe(200);
    const last = (await deliveriesOf(company)).map((d) => d.payload).at(-1);
    expect(last).toMatchObject({
      data: { title: 'Leak under the kitchen sink', previousStatus: 'in-progress', status: 'completed' },
    });
    expect(await deliveriesOf(personal)).toHaveLength(2);

    const comment = await owner.visitor.patch(`/api/company/maintenance/${leak.id}`, {
      status: 'completed',
      comment: 'The plumber fixed it.',
    });
    expect(comment.status).toBe(200);
    const updates = await api.get(`/api/v1/maintenance/${leak.id}/updates`);
    expect(updates.body.updates).toMatchObject([
      { status: 'completed', comment: 'The plumber fixed it.', companyName: 'Harbor Lettings' },
    ]);
  });

  it('keeps a company the tenant does not share maintenance with out of the event', async () => {
    const owner = await landlord(t, 'v1-maint-unshared-landlord');
    const tenant = await linkedTenant(t, owner, 'v1-maint-unshared-tenant');
    const companyId = (await owner.visitor.get('/api/company')).body.company.id as string;
    const personal = await subscribe(tenant.userId);
    const company = await subscribe(owner.userId, companyId);
    const { api } = await apiClientFor(t, tenant.userId);
    const leak = await item(api, tenant.propertyId);
    expect((await api.patch(`/api/v1/maintenance/${leak.id}/status`, { status: 'completed' })).status).toBe(
      200,
    );
    expect(await deliveriesOf(personal)).toHaveLength(1);
    expect(await deliveriesOf(company)).toHaveLength(0);
  });
});
