import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '#shared/api-keys/api-key-schemas';
import { COMPANY_MESSAGES, type TeamRole } from '#shared/companies/company-schemas';
import { webhookDeliveries, webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import { signedInRenter } from '../support/accounts';
import { ApiClient, apiClientFor } from '../support/api-client';
import { type Landlord, landlord, linkedTenant, teammate } from '../support/landlords';
import { jpegWithExifAndGps, uploadPhoto } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';

let now = new Date('2026-11-20T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

async function companyIdOf(owner: Landlord) {
  return (await owner.visitor.get('/api/company')).body.company.id as string;
}

/** A key of the owner's company with this role, made by its Admin. */
async function companyKey(owner: Landlord, role: TeamRole, scopes?: ('read' | 'write')[]) {
  const companyId = await companyIdOf(owner);
  return (
    await apiClientFor(t, owner.userId, { company: { companyId, role }, ...(scopes ? { scopes } : {}) })
  ).api;
}

/**
 * A landlord with a linked tenant who shares their move-in photos (one, taken with a phone, with
 * its location) and their maintenance journal (one item).
 */
async function landlordWithTenant(label: string) {
  const owner = await landlord(t, `${label}-owner`, `${label} Lettings`);
  const tenant = await linkedTenant(t, owner, `${label}-tenant`);
  const photo = await uploadPhoto(
    tenant.visitor,
    { propertyId: tenant.propertyId, stage: 'move-in', area: 'Kitchen' },
    { bytes: await jpegWithExifAndGps(), name: 'IMG_0001.jpg' },
  );
  expect(photo.status).toBe(201);
  const item = await tenant.visitor.post('/api/maintenance', {
    propertyId: tenant.propertyId,
    item: 'Leaking tap',
  });
  expect(item.status).toBe(201);
  const shared = await tenant.visitor.put(`/api/tenancies/${tenant.tenancyId}/sharing`, {
    moveIn: true,
    moveOut: false,
    maintenance: true,
    documentIds: [],
  });
  expect(shared.status).toBe(200);
  return {
    owner,
    tenant: { ...tenant, photo: photo.body.photo, itemId: item.body.item.id as string },
  };
}

describe('/api/v1/company with company keys', () => {
  it('lets an Admin key manage the company’s properties in pages, and a Member key only read them', async () => {
    const owner = await landlord(t, 'v1-co-props');
    const admin = await companyKey(owner, 'Admin');
    for (const address of ['1 Elm Row', '2 Elm Row']) {
      now = new Date(now.getTime() + 1000);
      const created = await admin.post('/api/v1/company/properties', { address, units: 4 });
      expect(created.status).toBe(201);
      expect(created.body.property).toMatchObject({ address, units: 4, version: 1 });
    }
    const first = await admin.get('/api/v1/company/properties?limit=2');
    expect(first.body.properties.map((p: { address: string }) => p.address)).toEqual([
      '2 Elm Row',
      '1 Elm Row',
    ]);
    const second = await admin.get(`/api/v1/company/properties?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ properties: [{ id: owner.companyPropertyId }], nextCursor: null });

    const id = first.body.properties[0].id;
    const updated = await admin.patch(`/api/v1/company/properties/${id}`, {
      name: 'Elm',
      address: '2 Elm Row',
      units: 6,
      version: 1,
    });
    expect(updated.body.property).toMatchObject({ name: 'Elm', units: 6, version: 2 });
    const stale = await admin.patch(`/api/v1/company/properties/${id}`, { address: 'Old', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.current).toMatchObject({ units: 6, version: 2 });

    const member = await companyKey(owner, 'Member');
    expect((await member.get(`/api/v1/company/properties/${id}`)).body.property.name).toBe('Elm');
    for (const reply of [
      await member.post('/api/v1/company/properties', { address: '3 Elm Row' }),
      await member.patch(`/api/v1/company/properties/${id}`, { address: 'Mine', version: 2 }),
      await member.delete(`/api/v1/company/properties/${id}`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error).toEqual({ code: 'FORBIDDEN', message: COMPANY_MESSAGES.adminsOnly });
    }
    expect((await admin.get('/api/v1/company/properties')).body.properties).toHaveLength(3);

    const bad = await admin.post('/api/v1/company/properties', { address: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter the property address.',
    });
    expect((await admin.delete(`/api/v1/company/properties/${id}`)).status).toBe(204);
    expect((await admin.get(`/api/v1/company/properties/${id}`)).status).toBe(404);
  });

  it('shows Admin and Member keys the tenants and the photos they share, in display sizes without location', async () => {
    const { owner, tenant } = await landlordWithTenant('v1-co-tenants');
    for (const role of ['Admin', 'Member'] as const) {
      const api = await companyKey(owner, role, ['read']);
      const tenants = await api.get('/api/v1/company/tenants');
      expect(tenants.status).toBe(200);
      expect(tenants.body).toEqual({
        tenants: [
          expect.objectContaining({
            id: tenant.tenancyId,
            status: 'active',
            email: tenant.email,
            sharing: { moveIn: true, moveOut: false, maintenance: true, documents: 0 },
          }),
        ],
        nextCursor: null,
      });
      expect((await api.get(`/api/v1/company/tenants/${tenant.tenancyId}`)).body.tenant.id).toBe(
        tenant.tenancyId,
      );

      const photos = await api.get(`/api/v1/company/tenants/${tenant.tenancyId}/photos`);
      expect(photos.body).toEqual({
        photos: [
          {
            id: tenant.photo.id,
            stage: 'move-in',
            area: 'Kitchen',
            notes: '',
            receivedAt: tenant.photo.receivedAt,
            capturedAt: '2026-03-01T09:15:00-05:00',
            sha256: tenant.photo.sha256,
            width: tenant.photo.width,
            height: tenant.photo.height,
            markup: null,
          },
        ],
        nextCursor: null,
      });
      const image = await api.get(
        `/api/v1/company/tenants/${tenant.tenancyId}/photos/${tenant.photo.id}/large`,
      );
      expect(image.status).toBe(200);
      const metadata = await sharp((image as typeof image & { bytes: Buffer }).bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp' });
      expect(metadata.exif).toBeUndefined();
    }
    const api = await companyKey(owner, 'Member');
    const original = await api.get(
      `/api/v1/company/tenants/${tenant.tenancyId}/photos/${tenant.photo.id}/original`,
    );
    expect(original.status).toBe(400);
    const unshared = await linkedTenant(t, owner, 'v1-co-unshared');
    expect((await api.get(`/api/v1/company/tenants/${unshared.tenancyId}/photos`)).status).toBe(200);
    expect((await api.get(`/api/v1/company/tenants/${unshared.tenancyId}/photos`)).body.photos).toEqual([]);
    expect(
      (await api.get(`/api/v1/company/tenants/${unshared.tenancyId}/photos/${tenant.photo.id}/thumb`)).status,
    ).toBe(404);
  });

  it('lets a Member key move a shared request along, telling the tenant and the company’s webhooks', async () => {
    const { owner, tenant } = await landlordWithTenant('v1-co-maint');
    const companyId = await companyIdOf(owner);
    const [subscription] = await t.db
      .insert(webhookSubscriptions)
      .values({
        userId: owner.userId,
        companyId,
        url: 'https://hooks.example.com/rentproof',
        events: ['maintenance.status_changed'],
        secret: 'sealed',
      })
      .returning();
    const deliveries = () =>
      t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.subscriptionId, subscription?.id ?? ''));

    const api = await companyKey(owner, 'Member');
    const listed = await api.get('/api/v1/company/maintenance');
    expect(listed.body).toMatchObject({
      requests: [{ id: tenant.itemId, item: 'Leaking tap', status: 'pending', updates: [] }],
      nextCursor: null,
    });

    now = new Date(now.getTime() + 60_000);
    const changed = await api.patch(`/api/v1/company/maintenance/${tenant.itemId}/status`, {
      status: 'in-progress',
      comment: 'A plumber comes on Tuesday.',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.request).toMatchObject({
      id: tenant.itemId,
      status: 'in-progress',
      updates: [
        { status: 'in-progress', comment: 'A plumber comes on Tuesday.', authorName: 'Jamie Renter' },
      ],
    });
    const journal = await tenant.visitor.get(`/api/maintenance/${tenant.itemId}/updates`);
    expect(journal.body.updates).toEqual([
      expect.objectContaining({ status: 'in-progress', comment: 'A plumber comes on Tuesday.' }),
    ]);
    expect(await deliveries()).toEqual([
      expect.objectContaining({
        eventType: 'maintenance.status_changed',
        status: 'pending',
        payload: {
          type: 'maintenance.status_changed',
          timestamp: now.toISOString(),
          data: {
            maintenanceItemId: tenant.itemId,
            propertyId: tenant.propertyId,
            title: 'Leaking tap',
            previousStatus: 'pending',
            status: 'in-progress',
            changedAt: now.toISOString(),
          },
        },
      }),
    ]);

    const commentOnly = await api.patch(`/api/v1/company/maintenance/${tenant.itemId}/status`, {
      status: 'in-progress',
      comment: 'Tuesday at nine.',
    });
    expect(commentOnly.body.request.updates).toHaveLength(2);
    expect(await deliveries()).toHaveLength(1);

    const bad = await api.patch(`/api/v1/company/maintenance/${tenant.itemId}/status`, { status: 'fixed' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Choose a status.' });
    const readOnly = await companyKey(owner, 'Admin', ['read']);
    const refused = await readOnly.patch(`/api/v1/company/maintenance/${tenant.itemId}/status`, {
      status: 'completed',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'INSUFFICIENT_SCOPE', message: API_KEY_MESSAGES.readOnly });
    expect((await api.get('/api/v1/company/maintenance')).body.requests[0].status).toBe('in-progress');
  });

  it('refuses a company key outside /company, and no key at all', async () => {
    const owner = await landlord(t, 'v1-co-scope');
    const admin = await companyKey(owner, 'Admin');
    for (const reply of [
      await admin.get('/api/v1/properties'),
      await admin.post('/api/v1/properties', { name: 'X' }),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error).toEqual({ code: 'FORBIDDEN', message: API_KEY_MESSAGES.companyKeyOnly });
    }
    const anonymous = new ApiClient(t.app, null);
    for (const reply of [
      await anonymous.get('/api/v1/company/tenants'),
      await anonymous.get('/api/v1/company/properties'),
      await anonymous.patch(`/api/v1/company/maintenance/${crypto.randomUUID()}/status`, {
        status: 'completed',
      }),
    ]) {
      expect(reply.status).toBe(401);
    }
  });
});

describe('/api/v1/company with personal keys', () => {
  it("acts with the key owner's current membership: an Admin's key changes properties, a Member's reads", async () => {
    const owner = await landlord(t, 'v1-co-personal');
    const adminKey = (await apiClientFor(t, owner.userId)).api;
    expect((await adminKey.post('/api/v1/company/properties', { address: '9 Oak Lane' })).status).toBe(201);
    const member = await teammate(t, owner, 'v1-co-teammate');
    const memberKey = (await apiClientFor(t, member.userId)).api;
    expect((await memberKey.get('/api/v1/company/properties')).body.properties).toHaveLength(2);
    const refused = await memberKey.post('/api/v1/company/properties', { address: '10 Oak Lane' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(COMPANY_MESSAGES.adminsOnly);

    const loner = await signedInRenter(t, 'v1-co-loner');
    const lonerKey = (await apiClientFor(t, loner.userId)).api;
    for (const path of [
      '/api/v1/company/properties',
      '/api/v1/company/tenants',
      '/api/v1/company/maintenance',
    ]) {
      const reply = await lonerKey.get(path);
      expect(reply.status).toBe(404);
      expect(reply.body.error).toEqual({ code: 'NOT_FOUND', message: 'Your company could not be found.' });
    }
  });

  it("answers another company's records like missing ones, to company and personal keys alike", async () => {
    const { owner, tenant } = await landlordWithTenant('v1-co-mine');
    const other = await landlord(t, 'v1-co-other', 'Other Lettings');
    for (const api of [await companyKey(other, 'Admin'), (await apiClientFor(t, other.userId)).api]) {
      for (const reply of [
        await api.get(`/api/v1/company/properties/${owner.companyPropertyId}`),
        await api.patch(`/api/v1/company/properties/${owner.companyPropertyId}`, {
          address: 'Taken',
          version: 1,
        }),
        await api.delete(`/api/v1/company/properties/${owner.companyPropertyId}`),
        await api.get(`/api/v1/company/tenants/${tenant.tenancyId}`),
        await api.get(`/api/v1/company/tenants/${tenant.tenancyId}/photos`),
        await api.get(`/api/v1/company/tenants/${tenant.tenancyId}/photos/${tenant.photo.id}/large`),
        await api.patch(`/api/v1/company/maintenance/${tenant.itemId}/status`, { status: 'completed' }),
        await api.get(`/api/v1/company/tenants/${crypto.randomUUID()}`),
        await api.get('/api/v1/company/tenants/not-an-id/photos'),
      ]) {
        expect(reply.status).toBe(404);
        expect(reply.body.error.code).toBe('NOT_FOUND');
      }
      expect((await api.get('/api/v1/company/tenants')).body.tenants).toEqual([]);
      expect((await api.get('/api/v1/company/maintenance')).body.requests).toEqual([]);
    }
    const admin = await companyKey(owner, 'Admin');
    expect(
      (await admin.get(`/api/v1/company/properties/${owner.companyPropertyId}`)).body.property.version,
    ).toBe(1);
    expect((await admin.get('/api/v1/company/maintenance')).body.requests[0].status).toBe('pending');
  });
});
