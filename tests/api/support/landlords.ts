import { expect } from 'vitest';
import { type Renter, signedInRenter } from './accounts';
import { createProperty } from './photos';
import type { TestApp } from './test-app';

// A company that uses Rentproof, its team and its linked tenants, made through the API as people
// do (docs/product.md §18, §19).

const TENANT_SUBJECT = /invited you to connect your rental/i;
const TEAM_SUBJECT = /invited you to join/i;

const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1) ?? '';

export type Landlord = Renter & { companyPropertyId: string };

/** A renter who made a company, named it, and added one of its buildings. */
export async function landlord(t: TestApp, label = 'landlord', name = 'Harbor Lettings'): Promise<Landlord> {
  const owner = await signedInRenter(t, label);
  const company = await owner.visitor.post('/api/company');
  expect(company.status).toBe(201);
  const profile = await owner.visitor.put('/api/company', { name, version: company.body.company.version });
  expect(profile.status).toBe(200);
  const property = await owner.visitor.post('/api/company/properties', { address: '12 Maple Court' });
  expect(property.status).toBe(201);
  return { ...owner, companyPropertyId: property.body.property.id };
}

/** A renter who joined the owner's team as a Member. */
export async function teammate(t: TestApp, owner: Landlord, label = 'member') {
  const member = await signedInRenter(t, label);
  expect((await owner.visitor.post('/api/company/invitations', { email: member.email })).status).toBe(201);
  const token = tokenOf(t.mail.lastLink(member.email, TEAM_SUBJECT));
  expect((await member.visitor.post(`/api/invitations/${token}/accept`)).status).toBe(200);
  return member;
}

/**
 * A renter (a new one with this label, or the one given) who accepted the landlord's invitation for
 * their own 'Apartment 4B': the link is active.
 */
export async function linkedTenant(t: TestApp, owner: Landlord, tenant: Renter | string = 'tenant') {
  const renter = typeof tenant === 'string' ? await signedInRenter(t, tenant) : tenant;
  const property = await createProperty(renter.visitor, 'Apartment 4B');
  const invited = await owner.visitor.post('/api/company/tenants', {
    email: renter.email,
    companyPropertyId: owner.companyPropertyId,
  });
  expect(invited.status).toBe(201);
  const token = tokenOf(t.mail.lastLink(renter.email, TENANT_SUBJECT));
  const accepted = await renter.visitor.post(`/api/tenant-invitations/${token}/accept`, {
    propertyId: property.id,
  });
  expect(accepted.status).toBe(200);
  return { ...renter, tenancyId: invited.body.tenant.id as string, propertyId: property.id as string };
}
