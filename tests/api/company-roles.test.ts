import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Renter, signedInRenter } from './support/accounts';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

/**
 * The role × action matrix of every company endpoint (docs/product.md §18, §19): each action is
 * tried by an Admin, a Member, a linked tenant, an Admin of another company, a signed-in person in
 * no company and an anonymous visitor, on one company's records. Refusals come before the allowed
 * calls, so a refused destructive call is seen to change nothing before the allowed one runs.
 */

const ROLES = ['anonymous', 'stranger', 'outsider', 'tenant', 'member', 'admin'] as const;
type Role = (typeof ROLES)[number];

let t: TestApp;
let visitors: Record<Role, Visitor>;
let ids: Record<string, string>;

const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1) ?? '';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInRenter(t, 'roles-admin');
  await admin.visitor.post('/api/company');
  const member = await signedInRenter(t, 'roles-member');
  await admin.visitor.post('/api/company/invitations', { email: member.email });
  await member.visitor.post(
    `/api/invitations/${tokenOf(t.mail.lastLink(member.email, /invited you to join/))}/accept`,
  );
  const outsider = await signedInRenter(t, 'roles-outsider');
  await outsider.visitor.post('/api/company');
  const stranger = await signedInRenter(t, 'roles-stranger');
  const tenant: Renter = await signedInRenter(t, 'roles-tenant');

  const companyProperty = (await admin.visitor.post('/api/company/properties', { address: '1 Role Street' }))
    .body.property;
  const tenantProperty = await createProperty(tenant.visitor, 'Flat 1');
  const photo = await uploadPhoto(
    tenant.visitor,
    { propertyId: tenantProperty.id, stage: 'move-in', area: 'Hall' },
    { bytes: await plainPng(), name: 'hall.png', type: 'image/png' },
  );
  const item = await tenant.visitor.post('/api/maintenance', { propertyId: tenantProperty.id, item: 'Door' });
  const form = new FormData();
  form.set('file', new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'Notice.pdf', { type: 'application/pdf' }));
  const document = await tenant.visitor.request('POST', '/api/documents', form);
  const tenancy = (
    await admin.visitor.post('/api/company/tenants', {
      email: tenant.email,
      companyPropertyId: companyProperty.id,
    })
  ).body.tenant;
  await tenant.visitor.post(
    `/api/tenant-invitations/${tokenOf(t.mail.lastLink(tenant.email, /connect your rental/))}/accept`,
    {
      propertyId: tenantProperty.id,
    },
  );
  await tenant.visitor.put(`/api/tenancies/${tenancy.id}/sharing`, {
    moveIn: true,
    moveOut: true,
    maintenance: true,
    documentIds: [document.body.document.id],
  });
  const invitation = (await admin.visitor.post('/api/company/invitations', { email: 'pending@example.com' }))
    .body.invitation;
  const team = (await admin.visitor.get('/api/company/team')).body.members as { id: string; email: string }[];
  visitors = {
    anonymous: new Visitor(t.app),
    stranger: stranger.visitor,
    outsider: outsider.visitor,
    tenant: tenant.visitor,
    member: member.visitor,
    admin: admin.visitor,
  };
  ids = {
    companyProperty: companyProperty.id,
    tenancy: tenancy.id,
    photo: photo.body.photo.id,
    item: item.body.item.id,
    document: document.body.document.id,
    invitation: invitation.id,
    member: team.find((m) => m.email === member.email)?.id ?? '',
  };
});
afterAll(() => t.close());

type Action = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: () => string;
  body?: () => Promise<unknown>;
  /**
   * The status each role gets. A route without an id acts on the caller's own company, so another
   * company's Admin is left out there (the ownership matrix shows they see nothing of this one).
   */
  expect: Partial<Record<Role, number>>;
};

const companyVersion = async () =>
  ((await visitors.admin.get('/api/company')).body.company as { version: number }).version;
const propertyVersion = async () =>
  ((await visitors.admin.get('/api/company/properties')).body.properties as { version: number }[])[0]
    ?.version;

/** A company reader: its members read, nobody else. */
const read = { anonymous: 401, stranger: 404, tenant: 404, member: 200, admin: 200 } as const;
const adminOnly = { anonymous: 401, stranger: 404, tenant: 404, member: 403 } as const;
/** A company record named by id: another company's Admin gets the 404 of an unknown id. */
const byId = { anonymous: 401, stranger: 404, outsider: 404, tenant: 404 } as const;

const ACTIONS: Record<string, Action> = {
  'read the team': { method: 'GET', path: () => '/api/company/team', expect: read },
  'read the company properties': { method: 'GET', path: () => '/api/company/properties', expect: read },
  'read the portal figures': { method: 'GET', path: () => '/api/company/summary', expect: read },
  'read the tenants': { method: 'GET', path: () => '/api/company/tenants', expect: read },
  'read the requests': { method: 'GET', path: () => '/api/company/maintenance', expect: read },
  'read the shared documents': { method: 'GET', path: () => '/api/company/documents', expect: read },
  'edit the profile': {
    method: 'PUT',
    path: () => '/api/company',
    body: async () => ({ name: 'Role Homes', version: await companyVersion() }),
    expect: { ...adminOnly, admin: 200 },
  },
  'invite a member': {
    method: 'POST',
    path: () => '/api/company/invitations',
    body: async () => ({ email: `new-${Math.random().toString(36).slice(2)}@example.com` }),
    expect: { ...adminOnly, admin: 201 },
  },
  'resend an invitation': {
    method: 'POST',
    path: () => `/api/company/invitations/${ids.invitation}/resend`,
    expect: { ...adminOnly, outsider: 404, admin: 200 },
  },
  "change a member's role": {
    method: 'PUT',
    path: () => `/api/company/members/${ids.member}`,
    body: async () => ({ role: 'Member' }),
    expect: { ...adminOnly, outsider: 404, admin: 200 },
  },
  'add a company property': {
    method: 'POST',
    path: () => '/api/company/properties',
    body: async () => ({ address: '2 Role Street' }),
    expect: { ...adminOnly, admin: 201 },
  },
  'edit a company property': {
    method: 'PUT',
    path: () => `/api/company/properties/${ids.companyProperty}`,
    body: async () => ({ address: '1 Role Street', units: 2, version: await propertyVersion() }),
    expect: { ...adminOnly, outsider: 404, admin: 200 },
  },
  'invite a tenant': {
    method: 'POST',
    path: () => '/api/company/tenants',
    body: async () => ({
      email: `t-${Math.random().toString(36).slice(2)}@example.com`,
      companyPropertyId: ids.companyProperty,
    }),
    expect: { ...byId, member: 201, admin: 201 },
  },
  "see a tenant's photos": {
    method: 'GET',
    path: () => `/api/company/tenants/${ids.tenancy}/photos`,
    expect: { ...byId, member: 200, admin: 200 },
  },
  "open a tenant's photo": {
    method: 'GET',
    path: () => `/api/company/tenants/${ids.tenancy}/photos/${ids.photo}/thumb`,
    expect: { ...byId, member: 200, admin: 200 },
  },
  'answer a request': {
    method: 'PATCH',
    path: () => `/api/company/maintenance/${ids.item}`,
    body: async () => ({ status: 'in-progress', comment: 'On it' }),
    expect: { ...byId, member: 200, admin: 200 },
  },
  'download a shared document': {
    method: 'GET',
    path: () => `/api/company/documents/${ids.document}/download`,
    expect: { ...byId, member: 200, admin: 200 },
  },
  "change what a link shares (the tenant's choice)": {
    method: 'PUT',
    path: () => `/api/tenancies/${ids.tenancy}/sharing`,
    body: async () => ({ moveIn: true, moveOut: true, maintenance: true, documentIds: [ids.document] }),
    expect: { anonymous: 401, stranger: 404, outsider: 404, member: 404, admin: 404, tenant: 200 },
  },
  'cancel an invitation': {
    method: 'DELETE',
    path: () => `/api/company/invitations/${ids.invitation}`,
    expect: { ...adminOnly, outsider: 404, admin: 204 },
  },
  'end a tenant link': {
    method: 'DELETE',
    path: () => `/api/company/tenants/${ids.tenancy}`,
    expect: { ...byId, member: 204 },
  },
  'remove a member': {
    method: 'DELETE',
    path: () => `/api/company/members/${ids.member}`,
    expect: { ...adminOnly, outsider: 404, admin: 204 },
  },
};

describe('the role × action matrix of company endpoints', () => {
  it.each(Object.keys(ACTIONS))('%s', async (name) => {
    const action = ACTIONS[name] as Action;
    // Refusals first, then the allowed calls (a member's end of a link leaves the Admin nothing to end).
    const allowed = (role: Role) => Number((action.expect[role] ?? 0) < 300);
    const order = ROLES.filter((role) => role in action.expect).sort((a, b) => allowed(a) - allowed(b));
    const seen: Record<string, number> = {};
    for (const role of order) {
      const body = action.body
        ? await action.body()
        : action.method === 'GET' || action.method === 'DELETE'
          ? undefined
          : {};
      seen[role] = (await visitors[role].request(action.method, action.path(), body)).status;
    }
    expect(seen).toEqual(action.expect);
  });
});
