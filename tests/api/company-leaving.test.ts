import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import { PASSWORD } from './support/accounts';
import { ApiClient } from './support/api-client';
import { type Landlord, landlord, linkedTenant, teammate } from './support/landlords';
import { createTestApp, type TestApp } from './support/test-app';

// Joining another company never deletes anything of value as a side effect (issue 34, item 8;
// docs/product.md §18, decision 019).

const NOW = new Date('2026-12-07T09:30:00Z');
const INVITE_SUBJECT = /invited you to join/i;

let t: TestApp;
beforeAll(async () => {
  // Every webhook address resolves to a public one, so a company can subscribe.
  const resolveHost = async () => [{ address: '93.184.216.34', family: 4 as const }];
  t = await createTestApp({ clock: { now: () => NOW }, resolveHost });
});
afterAll(() => t.close());

/** Company B invites the person: the token of the emailed link. */
async function invitedElsewhere(person: { email: string }, label: string) {
  const other = await landlord(t, label, 'Birch Property Group');
  const sent = await other.visitor.post('/api/company/invitations', { email: person.email, role: 'Member' });
  expect(sent.status).toBe(201);
  return new URL(t.mail.lastLink(person.email, INVITE_SUBJECT)).pathname.split('/').at(-1) ?? '';
}

/** Acme, alone: one property, one active tenant link and one company API key. */
async function acmeWithRecords(label: string) {
  const acme = await landlord(t, label, 'Acme Lettings');
  const tenant = await linkedTenant(t, acme, `${label}-tenant`);
  const key = await acme.visitor.post('/api/company/api-keys', {
    name: 'Sync',
    scopes: ['read'],
    role: 'Member',
  });
  expect(key.status).toBe(201);
  const company = (await acme.visitor.get('/api/company')).body.company as { id: string };
  return { acme, tenant, companyId: company.id, secret: key.body.secret as string };
}

async function linkOf(tenant: { visitor: Landlord['visitor'] }) {
  const reply = await tenant.visitor.get('/api/tenancies');
  expect(reply.status).toBe(200);
  return reply.body.links[0];
}

describe('accepting an invitation as the last Admin of a company that holds records', () => {
  it('is refused with what the company holds, and nothing changes', async () => {
    const { acme, tenant, companyId, secret } = await acmeWithRecords('acme-refused');
    const token = await invitedElsewhere(acme, 'birch-refused');

    const refused = await acme.visitor.post(`/api/invitations/${token}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('COMPANY_HAS_RECORDS');
    expect(refused.body.error.message).toMatch(
      /^Your company Acme Lettings holds 1 property, 1 tenant link and 1 API key\./,
    );
    expect(refused.body.error.details).toEqual({
      companyId,
      companyName: 'Acme Lettings',
      properties: 1,
      tenantLinks: 1,
      apiKeys: 1,
      webhooks: 0,
    });

    expect((await acme.visitor.get('/api/company')).body.company).toMatchObject({ id: companyId });
    expect((await acme.visitor.get('/api/company/properties')).body.properties).toHaveLength(1);
    expect(await linkOf(tenant)).toMatchObject({ status: 'active', company: { name: 'Acme Lettings' } });
    expect((await new ApiClient(t.app, secret).get('/api/v1/company/properties')).status).toBe(200);
    expect((await acme.visitor.get(`/api/invitations/${token}`)).status).toBe(200);
  });

  it('is refused when the person names another company than theirs to leave', async () => {
    const { acme } = await acmeWithRecords('acme-wrong');
    const token = await invitedElsewhere(acme, 'birch-wrong');
    const wrong = await acme.visitor.post(`/api/invitations/${token}/accept`, {
      leaveCompany: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.code).toBe('COMPANY_HAS_RECORDS');
    const malformed = await acme.visitor.post(`/api/invitations/${token}/accept`, { leaveCompany: 'Acme' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('leaving it deliberately ends its tenant links (the tenant sees them ended) and stops its keys', async () => {
    const { acme, tenant, companyId, secret } = await acmeWithRecords('acme-leaves');
    const token = await invitedElsewhere(acme, 'birch-leaves');

    const joined = await acme.visitor.post(`/api/invitations/${token}/accept`, { leaveCompany: companyId });
    expect(joined.status).toBe(200);
    expect(joined.body.company.name).toBe('Birch Property Group');

    expect(await linkOf(tenant)).toMatchObject({
      status: 'ended',
      endedAt: NOW.toISOString(),
      company: { name: 'Acme Lettings' },
      propertyAddress: '12 Maple Court',
      sharing: { moveIn: false, moveOut: false, maintenance: false, documentIds: [] },
    });
    expect((await new ApiClient(t.app, secret).get('/api/v1/company/properties')).status).toBe(401);
  });

  it('counts its webhooks; leaving turns them off and cancels its pending team invitations', async () => {
    const acme = await landlord(t, 'acme-hooks', 'Acme Lettings');
    const hook = await acme.visitor.post('/api/company/webhooks', {
      url: 'https://hooks.example.com/rentproof',
      events: ['photo.created'],
    });
    expect(hook.status).toBe(201);
    const invitee = 'someone.for.acme@example.com';
    expect((await acme.visitor.post('/api/company/invitations', { email: invitee })).status).toBe(201);
    const pending = new URL(t.mail.lastLink(invitee, INVITE_SUBJECT)).pathname.split('/').at(-1) ?? '';
    const token = await invitedElsewhere(acme, 'birch-hooks');

    const refused = await acme.visitor.post(`/api/invitations/${token}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(
      /^Your company Acme Lettings holds 1 property and 1 webhook\./,
    );
    const { companyId } = refused.body.error.details;
    const left = await acme.visitor.post(`/api/invitations/${token}/accept`, { leaveCompany: companyId });
    expect(left.status).toBe(200);

    // Nobody can list a closed company's webhooks, so the row itself is read.
    const [subscription] = await t.services.database.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, hook.body.subscription.id));
    expect(subscription?.disabledAt).toEqual(NOW);
    expect((await acme.visitor.get(`/api/invitations/${pending}`)).status).toBe(404);
  });
});

describe('deleting a company property', () => {
  it('is refused while it has tenant links, so no link is erased with it', async () => {
    const { acme, tenant } = await acmeWithRecords('acme-property');
    const path = `/api/company/properties/${acme.companyPropertyId}`;
    const refused = await acme.visitor.delete(path);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'CONFLICT',
      message:
        "12 Maple Court has 1 tenant link. It stays so that its tenants keep the link's history; end an active link from the Tenants tab instead.",
    });
    expect(await linkOf(tenant)).toMatchObject({ status: 'active', propertyAddress: '12 Maple Court' });

    expect((await tenant.visitor.delete(`/api/tenancies/${tenant.tenancyId}`)).status).toBe(204);
    expect((await acme.visitor.delete(path)).status).toBe(409);
    expect(await linkOf(tenant)).toMatchObject({ status: 'ended' });
  });
});

describe('deleting the account of the last member of a company', () => {
  it("ends the company's tenant links: the tenant sees them ended, never erased", async () => {
    const { acme, tenant } = await acmeWithRecords('acme-deleted');
    const deleted = await acme.visitor.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status).toBe(204);
    expect(await linkOf(tenant)).toMatchObject({
      status: 'ended',
      endedAt: NOW.toISOString(),
      company: { name: 'Acme Lettings' },
    });
  });

  it('leaves the links of a company that keeps other members alone', async () => {
    const { acme, tenant } = await acmeWithRecords('acme-team');
    const member = await teammate(t, acme, 'acme-team-member');
    expect(
      (
        await member.visitor.request('DELETE', '/api/account', {
          password: PASSWORD,
        })
      ).status,
    ).toBe(204);
    expect(await linkOf(tenant)).toMatchObject({ status: 'active' });
  });
});
