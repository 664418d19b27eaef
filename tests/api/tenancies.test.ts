import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Renter, signedInRenter } from './support/accounts';
import { openMessageEvents } from './support/event-stream';
import { createProperty, jpegWithExifAndGps, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-20T12:00:00Z');
const clock = { now: () => now };
const TENANT_SUBJECT = /invited you to connect your rental/i;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Landlord = Renter & { companyPropertyId: string };

async function landlord(label = 'landlord'): Promise<Landlord> {
  const owner = await signedInRenter(t, label);
  expect((await owner.visitor.post('/api/company')).status).toBe(201);
  const property = await owner.visitor.post('/api/company/properties', {
    address: '12 Maple Court',
    units: 4,
  });
  expect(property.status).toBe(201);
  return { ...owner, companyPropertyId: property.body.property.id };
}

function tokenFor(email: string) {
  return new URL(t.mail.lastLink(email, TENANT_SUBJECT)).pathname.split('/').at(-1) ?? '';
}

async function invite(owner: Landlord, email: string) {
  const reply = await owner.visitor.post('/api/company/tenants', {
    email,
    companyPropertyId: owner.companyPropertyId,
  });
  expect(reply.status).toBe(201);
  return reply.body.tenant as { id: string; status: string };
}

/** A renter with a property, a move-in photo, a maintenance item and a document, linked to the landlord. */
async function linkedTenant(owner: Landlord, label = 'tenant') {
  const tenant = await signedInRenter(t, label);
  const property = await createProperty(tenant.visitor, 'Apartment 4B');
  const photo = await uploadPhoto(
    tenant.visitor,
    { propertyId: property.id, stage: 'move-in', area: 'Kitchen' },
    { bytes: await jpegWithExifAndGps() },
  );
  const item = await tenant.visitor.post('/api/maintenance', {
    propertyId: property.id,
    item: 'Leaking tap',
  });
  const form = new FormData();
  form.set('file', new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'Lease.pdf', { type: 'application/pdf' }));
  const document = await tenant.visitor.request('POST', '/api/documents', form);
  const { id } = await invite(owner, tenant.email);
  const accepted = await tenant.visitor.post(`/api/tenant-invitations/${tokenFor(tenant.email)}/accept`, {
    propertyId: property.id,
  });
  expect(accepted.status).toBe(200);
  return {
    ...tenant,
    tenancyId: id,
    propertyId: property.id,
    photoId: photo.body.photo.id as string,
    itemId: item.body.item.id as string,
    documentId: document.body.document.id as string,
  };
}

type Tenant = Awaited<ReturnType<typeof linkedTenant>>;

function share(
  tenant: Tenant,
  sharing: Partial<{ moveIn: boolean; moveOut: boolean; maintenance: boolean; documentIds: string[] }>,
) {
  return tenant.visitor.put(`/api/tenancies/${tenant.tenancyId}/sharing`, {
    moveIn: false,
    moveOut: false,
    maintenance: false,
    documentIds: [],
    ...sharing,
  });
}

/** Everything the landlord sees of one tenant. */
async function landlordView(owner: Renter, tenant: Tenant) {
  const [photos, requests, documents, summary] = await Promise.all([
    owner.visitor.get(`/api/company/tenants/${tenant.tenancyId}/photos`),
    owner.visitor.get('/api/company/maintenance'),
    owner.visitor.get('/api/company/documents'),
    owner.visitor.get('/api/company/summary'),
  ]);
  return {
    photos: photos.body.photos as { id: string; stage: string; sha256: string; receivedAt: string }[],
    requests: requests.body.requests as { id: string; status: string }[],
    documents: documents.body.documents as { id: string }[],
    summary: summary.body.summary,
  };
}

describe('tenant links', () => {
  it('are made by an emailed invitation the tenant accepts, naming their own property; nothing is shared yet', async () => {
    const owner = await landlord();
    const tenant = await linkedTenant(owner);
    const listed = (await owner.visitor.get('/api/company/tenants')).body.tenants;
    expect(listed).toEqual([
      expect.objectContaining({
        id: tenant.tenancyId,
        status: 'active',
        email: tenant.email,
        tenantName: 'Jamie Renter',
        property: expect.objectContaining({ address: '12 Maple Court' }),
        sharing: { moveIn: false, moveOut: false, maintenance: false, documents: 0 },
      }),
    ]);
    const links = (await tenant.visitor.get('/api/tenancies')).body.links;
    expect(links).toEqual([
      expect.objectContaining({
        id: tenant.tenancyId,
        status: 'active',
        propertyAddress: '12 Maple Court',
        myProperty: { id: tenant.propertyId, name: 'Apartment 4B' },
      }),
    ]);
    const view = await landlordView(owner, tenant);
    expect(view).toEqual({
      photos: [],
      requests: [],
      documents: [],
      summary: { properties: 1, activeTenants: 1, openRequests: 0 },
    });
    expect(JSON.stringify(listed)).not.toContain('Apartment 4B');
  });

  it('show the company what the tenant shares, with the photos’ three facts and no location, until they stop', async () => {
    const owner = await landlord();
    const tenant = await linkedTenant(owner);
    expect(
      (await share(tenant, { moveIn: true, maintenance: true, documentIds: [tenant.documentId] })).status,
    ).toBe(200);
    let view = await landlordView(owner, tenant);
    expect(view.photos).toEqual([
      expect.objectContaining({
        id: tenant.photoId,
        stage: 'move-in',
        area: 'Kitchen',
        capturedAt: expect.any(String),
        width: expect.any(Number),
        height: expect.any(Number),
        markup: null,
      }),
    ]);
    expect(view.photos[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(view.photos)).not.toMatch(/latitude|longitude|gps/i);
    // The tenant's markup is shown over the photo, its layer beside the untouched original (§34).
    const drawn = await tenant.visitor.put(`/api/photos/${tenant.photoId}/markup`, {
      shapes: [{ kind: 'rectangle', color: 'red', x: 0.1, y: 0.1, width: 0.4, height: 0.3 }],
    });
    expect(drawn.status).toBe(200);
    const marked = (await landlordView(owner, tenant)).photos[0] as unknown as {
      sha256: string;
      markup: { sha256: string; shapes: { kind: string }[] } | null;
    };
    expect(marked.markup?.shapes.map((shape) => shape.kind)).toEqual(['rectangle']);
    expect(marked.markup?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(marked.sha256).toBe(view.photos[0]?.sha256);
    const image = await t.app.request(
      `/api/company/tenants/${tenant.tenancyId}/photos/${tenant.photoId}/large`,
      {
        headers: { cookie: owner.visitor.cookieHeader },
      },
    );
    expect(image.status).toBe(200);
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(
      (await owner.visitor.get(`/api/company/tenants/${tenant.tenancyId}/photos/${tenant.photoId}/original`))
        .status,
    ).toBe(404);
    expect(view.requests.map((r) => r.id)).toEqual([tenant.itemId]);
    expect(view.documents.map((d) => d.id)).toEqual([tenant.documentId]);
    expect(view.summary).toEqual({ properties: 1, activeTenants: 1, openRequests: 1 });
    expect((await owner.visitor.get(`/api/company/documents/${tenant.documentId}/download`)).status).toBe(
      200,
    );

    expect((await share(tenant, {})).status).toBe(200);
    view = await landlordView(owner, tenant);
    expect(view.photos).toEqual([]);
    expect(view.requests).toEqual([]);
    expect(view.documents).toEqual([]);
    expect(
      (await owner.visitor.get(`/api/company/tenants/${tenant.tenancyId}/photos/${tenant.photoId}/large`))
        .status,
    ).toBe(404);
    expect((await owner.visitor.get(`/api/company/documents/${tenant.documentId}/download`)).status).toBe(
      404,
    );
  });

  it('let the company move a shared request along with a comment the tenant reads in their journal', async () => {
    const owner = await landlord();
    const tenant = await linkedTenant(owner);
    await share(tenant, { maintenance: true });
    now = new Date(now.getTime() + 60_000);
    const updated = await owner.visitor.patch(`/api/company/maintenance/${tenant.itemId}`, {
      status: 'in-progress',
      comment: 'A plumber comes on Tuesday morning.',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.request).toMatchObject({
      status: 'in-progress',
      updates: [expect.objectContaining({ comment: 'A plumber comes on Tuesday morning.' })],
    });
    expect((await tenant.visitor.get(`/api/maintenance/${tenant.itemId}`)).body.item.status).toBe(
      'in-progress',
    );
    const journal = await tenant.visitor.get(`/api/maintenance/${tenant.itemId}/updates`);
    expect(journal.body.updates).toEqual([
      {
        id: expect.any(String),
        status: 'in-progress',
        comment: 'A plumber comes on Tuesday morning.',
        authorName: 'Jamie Renter',
        companyName: "Jamie Renter's Company",
        createdAt: now.toISOString(),
      },
    ]);
    const bad = await owner.visitor.patch(`/api/company/maintenance/${tenant.itemId}`, { status: 'fixed' });
    expect(bad.status).toBe(400);
  });

  it('tell the tenant’s open tabs at once when the company changes one of their items', async () => {
    const owner = await landlord();
    const tenant = await linkedTenant(owner);
    await share(tenant, { maintenance: true });
    const tab = await openMessageEvents(t.app, tenant.visitor);
    await tab.until(/: ready/);
    await owner.visitor.patch(`/api/company/maintenance/${tenant.itemId}`, { status: 'completed' });
    await tab.until(new RegExp(`event: maintenance\\ndata: \\{"itemId":"${tenant.itemId}"\\}`));
    await tab.close();
  });

  it('let members and linked tenants write to each other in the inbox, only while the link is active', async () => {
    const owner = await landlord();
    const tenant = await linkedTenant(owner);
    const contactsOf = async (who: Renter) =>
      (
        (await who.visitor.get('/api/messages/contacts')).body.contacts as {
          userId: string;
          relation: string;
        }[]
      ).map((contact) => [contact.userId, contact.relation]);
    expect(await contactsOf(owner)).toEqual([[tenant.userId, 'tenant']]);
    expect(await contactsOf(tenant)).toEqual([[owner.userId, 'landlord']]);
    const sent = await owner.visitor.post('/api/messages', {
      to: [tenant.userId],
      subject: 'Plumber on Tuesday',
      body: 'The plumber comes on Tuesday at nine.',
    });
    expect(sent.status).toBe(201);
    const inbox = await tenant.visitor.get('/api/messages?folder=inbox');
    expect(inbox.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Plumber on Tuesday']);
    await tenant.visitor.delete(`/api/tenancies/${tenant.tenancyId}`);
    expect(await contactsOf(owner)).toEqual([]);
    const after = await owner.visitor.post('/api/messages', {
      to: [tenant.userId],
      subject: 'Hello',
      body: 'Still there?',
    });
    expect(after.status).toBe(404);
  });

  it("never show the tenant's other properties or unshared records", async () => {
    const owner = await landlord();
    const tenant = await linkedTenant(owner);
    const elsewhere = await createProperty(tenant.visitor, 'Summer cabin');
    const other = await tenant.visitor.post('/api/maintenance', {
      propertyId: elsewhere.id,
      item: 'Broken window',
    });
    await uploadPhoto(
      tenant.visitor,
      { propertyId: elsewhere.id, stage: 'move-in', area: 'Porch' },
      { bytes: await jpegWithExifAndGps() },
    );
    await share(tenant, { moveIn: true, maintenance: true });
    const view = await landlordView(owner, tenant);
    expect(view.requests.map((r) => r.id)).toEqual([tenant.itemId]);
    expect(view.photos.map((p) => p.id)).toEqual([tenant.photoId]);
    expect(
      (await owner.visitor.patch(`/api/company/maintenance/${other.body.item.id}`, { status: 'completed' }))
        .status,
    ).toBe(404);
  });

  it('can be ended by either side, after which the company sees nothing', async () => {
    const owner = await landlord();
    const tenant = await linkedTenant(owner);
    await share(tenant, { moveIn: true, maintenance: true, documentIds: [tenant.documentId] });
    expect((await tenant.visitor.delete(`/api/tenancies/${tenant.tenancyId}`)).status).toBe(204);
    expect((await owner.visitor.get(`/api/company/tenants/${tenant.tenancyId}/photos`)).status).toBe(404);
    expect((await owner.visitor.get('/api/company/maintenance')).body.requests).toEqual([]);
    expect((await owner.visitor.get('/api/company/documents')).body.documents).toEqual([]);
    expect((await owner.visitor.get('/api/company/tenants')).body.tenants[0].status).toBe('ended');
    expect((await share(tenant, { moveIn: true })).status).toBe(404);

    const second = await linkedTenant(owner, 'second');
    expect((await owner.visitor.delete(`/api/company/tenants/${second.tenancyId}`)).status).toBe(204);
    expect((await second.visitor.get('/api/tenancies')).body.links[0].status).toBe('ended');
  });

  it('refuse to share a document that is not the tenant’s', async () => {
    const owner = await landlord();
    const tenant = await linkedTenant(owner);
    const stranger = await linkedTenant(await landlord('other-landlord'), 'stranger');
    const reply = await share(tenant, { documentIds: [stranger.documentId] });
    expect(reply.status).toBe(404);
    expect((await owner.visitor.get('/api/company/documents')).body.documents).toEqual([]);
  });
});

describe('tenant invitations', () => {
  it('work once under ten simultaneous acceptances, for the invited address only, until they expire', async () => {
    const owner = await landlord();
    const tenant = await signedInRenter(t, 'race');
    const property = await createProperty(tenant.visitor);
    await invite(owner, tenant.email);
    const token = tokenFor(tenant.email);
    const preview = await new Visitor(t.app).get(`/api/tenant-invitations/${token}`);
    expect(preview.body.invitation).toMatchObject({ propertyAddress: '12 Maple Court', email: tenant.email });
    const stranger = await signedInRenter(t, 'stranger');
    const strangerProperty = await createProperty(stranger.visitor);
    expect(
      (
        await stranger.visitor.post(`/api/tenant-invitations/${token}/accept`, {
          propertyId: strangerProperty.id,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await tenant.visitor.post(`/api/tenant-invitations/${token}/accept`, {
          propertyId: strangerProperty.id,
        })
      ).status,
    ).toBe(404);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        tenant.visitor.post(`/api/tenant-invitations/${token}/accept`, { propertyId: property.id }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 404)).toHaveLength(9);

    const late = await signedInRenter(t, 'late');
    const lateProperty = await createProperty(late.visitor);
    await invite(owner, late.email);
    now = new Date(now.getTime() + 7 * DAY + 1);
    const expired = await late.visitor.post(`/api/tenant-invitations/${tokenFor(late.email)}/accept`, {
      propertyId: lateProperty.id,
    });
    expect(expired.status).toBe(404);
    expect(expired.body.error.message).toBe(
      'This invitation is no longer valid. Ask your landlord for a new one.',
    );
  });

  it('refuse a bad address, another company’s property and a second invitation, storing nothing', async () => {
    const owner = await landlord();
    const other = await landlord('other');
    const bad = await owner.visitor.post('/api/company/tenants', {
      email: 'nobody',
      companyPropertyId: owner.companyPropertyId,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address to invite a tenant.');
    const foreign = await owner.visitor.post('/api/company/tenants', {
      email: 'a@example.com',
      companyPropertyId: other.companyPropertyId,
    });
    expect(foreign.status).toBe(404);
    await invite(owner, 'twice@example.com');
    expect(
      (
        await owner.visitor.post('/api/company/tenants', {
          email: 'twice@example.com',
          companyPropertyId: owner.companyPropertyId,
        })
      ).status,
    ).toBe(409);
    expect((await owner.visitor.get('/api/company/tenants')).body.tenants).toHaveLength(1);
    expect((await other.visitor.get('/api/company/tenants')).body.tenants).toEqual([]);
  });
});

describe('who sees what', () => {
  it("another company's members, unlinked renters and removed members get 404, as for unknown ids", async () => {
    const owner = await landlord();
    const tenant = await linkedTenant(owner);
    await share(tenant, { moveIn: true, maintenance: true, documentIds: [tenant.documentId] });
    const outsider = await landlord('outsider');
    const unknown = crypto.randomUUID();
    for (const id of [tenant.tenancyId, unknown]) {
      expect((await outsider.visitor.get(`/api/company/tenants/${id}/photos`)).status).toBe(404);
      expect((await outsider.visitor.delete(`/api/company/tenants/${id}`)).status).toBe(404);
    }
    expect(
      (await outsider.visitor.get(`/api/company/tenants/${tenant.tenancyId}/photos/${tenant.photoId}/large`))
        .status,
    ).toBe(404);
    expect(
      (await outsider.visitor.patch(`/api/company/maintenance/${tenant.itemId}`, { status: 'completed' }))
        .status,
    ).toBe(404);
    expect((await outsider.visitor.get(`/api/company/documents/${tenant.documentId}/download`)).status).toBe(
      404,
    );
    expect((await outsider.visitor.get('/api/company/maintenance')).body.requests).toEqual([]);

    const renter = await signedInRenter(t, 'unlinked');
    expect(
      (
        await renter.visitor.put(`/api/tenancies/${tenant.tenancyId}/sharing`, {
          moveIn: true,
          moveOut: true,
          maintenance: true,
        })
      ).status,
    ).toBe(404);
    expect((await renter.visitor.delete(`/api/tenancies/${tenant.tenancyId}`)).status).toBe(404);
    expect((await renter.visitor.get('/api/company/tenants')).status).toBe(404);
    expect((await tenant.visitor.get('/api/maintenance')).body.items[0].status).toBe('pending');

    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/company/tenants')).status).toBe(401);
    expect((await anonymous.get('/api/tenancies')).status).toBe(401);
  });

  it('a Member works with tenants too; removed, they see nothing on their next request', async () => {
    const owner = await landlord();
    const member = await signedInRenter(t, 'member');
    await owner.visitor.post('/api/company/invitations', { email: member.email });
    const token = new URL(t.mail.lastLink(member.email, /invited you to join/)).pathname.split('/').at(-1);
    expect((await member.visitor.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    const tenant = await linkedTenant(owner);
    await share(tenant, { maintenance: true });
    expect((await member.visitor.get('/api/company/maintenance')).body.requests).toHaveLength(1);
    const memberId = (await owner.visitor.get('/api/company/team')).body.members.find(
      (m: { email: string }) => m.email === member.email,
    ).id;
    await owner.visitor.delete(`/api/company/members/${memberId}`);
    expect((await member.visitor.get('/api/company/maintenance')).status).toBe(404);
    expect(
      (await member.visitor.patch(`/api/company/maintenance/${tenant.itemId}`, { status: 'completed' }))
        .status,
    ).toBe(404);
  });
});
