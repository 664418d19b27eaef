import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Renter, signedInRenter } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const INVITE_SUBJECT = /invited you to join/i;
const NOT_FOUND = 'That property could not be found.';

// A second passes between any two readings, so "newest first" never meets a tie.
let ticks = 0;
const clock = { now: () => new Date(Date.UTC(2026, 10, 20, 12) + ticks++ * 1000) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Property = { id: string; name: string; address: string; units: number; version: number };

async function companyAdmin(label = 'admin') {
  const admin = await signedInRenter(t, label);
  expect((await admin.visitor.post('/api/company')).status).toBe(201);
  return admin;
}

/** Invites a new account to the Admin's team as a Member, and accepts. */
async function joinAsMember(admin: Renter) {
  const member = await signedInRenter(t, 'member');
  const invited = await admin.visitor.post('/api/company/invitations', { email: member.email });
  expect(invited.status).toBe(201);
  const token = new URL(t.mail.lastLink(member.email, INVITE_SUBJECT)).pathname.split('/').at(-1);
  expect((await member.visitor.post(`/api/invitations/${token}/accept`)).status).toBe(200);
  return member;
}

async function addProperty(admin: Renter, body: Record<string, unknown> = { address: '3 Elm St' }) {
  const reply = await admin.visitor.post('/api/company/properties', body);
  expect(reply.status).toBe(201);
  return reply.body.property as Property;
}

async function listed(visitor: Visitor) {
  const reply = await visitor.get('/api/company/properties');
  expect(reply.status).toBe(200);
  return reply.body.properties as Property[];
}

describe('company properties', () => {
  it('are added, listed, changed and removed by an Admin', async () => {
    const admin = await companyAdmin();
    expect(await listed(admin.visitor)).toEqual([]);
    const property = await addProperty(admin, { name: 'North block', address: '3 Elm St', units: '4' });
    expect(property).toMatchObject({ name: 'North block', address: '3 Elm St', units: 4, version: 1 });
    const plain = await addProperty(admin, { address: '5 Oak Ave' });
    expect(plain).toMatchObject({ name: '', units: 1 });
    expect((await listed(admin.visitor)).map((row) => row.id)).toEqual([plain.id, property.id]);

    const saved = await admin.visitor.put(`/api/company/properties/${property.id}`, {
      name: 'North block',
      address: '3 Elm Street',
      units: 6,
      version: property.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.property).toMatchObject({ address: '3 Elm Street', units: 6, version: 2 });

    expect((await admin.visitor.delete(`/api/company/properties/${property.id}`)).status).toBe(204);
    expect((await listed(admin.visitor)).map((row) => row.id)).toEqual([plain.id]);
    const again = await admin.visitor.delete(`/api/company/properties/${property.id}`);
    expect(again.status).toBe(404);
  });

  it('are kept apart from the properties renters keep', async () => {
    const admin = await companyAdmin();
    await addProperty(admin);
    expect((await admin.visitor.get('/api/properties')).body.properties).toEqual([]);
  });

  it.each([
    ['no address', { address: ' ' }, 'Please enter the property address.'],
    ['no units', { address: '3 Elm St', units: 0 }, 'A property has at least one unit.'],
    ['a fraction of a unit', { address: '3 Elm St', units: 1.5 }, undefined],
    ['too many units', { address: '3 Elm St', units: 10001 }, 'Units must be at most 10000.'],
  ])('refuse %s and change nothing', async (_, body, message) => {
    const admin = await companyAdmin('badproperty');
    const property = await addProperty(admin);
    const created = await admin.visitor.post('/api/company/properties', body);
    expect(created.status).toBe(400);
    if (message) expect(created.body.error.message).toBe(message);
    const updated = await admin.visitor.put(`/api/company/properties/${property.id}`, {
      ...body,
      version: property.version,
    });
    expect(updated.status).toBe(400);
    expect(await listed(admin.visitor)).toEqual([property]);
  });

  it('are read by a Member, who cannot change them', async () => {
    const admin = await companyAdmin();
    const property = await addProperty(admin);
    const member = await joinAsMember(admin);
    expect(await listed(member.visitor)).toEqual([property]);
    const path = `/api/company/properties/${property.id}`;
    const replies = [
      await member.visitor.post('/api/company/properties', { address: '9 Pine St' }),
      await member.visitor.put(path, { address: 'Taken over', version: property.version }),
      await member.visitor.delete(path),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(403);
      expect(reply.body.error.message).toBe('Only Admins of the company can do that.');
    }
    expect(await listed(admin.visitor)).toEqual([property]);
  });

  it("are another company's to change: its id is answered like an unknown one", async () => {
    const admin = await companyAdmin();
    const property = await addProperty(admin);
    const other = await companyAdmin('otheradmin');
    const body = { address: 'Taken over', units: 2, version: property.version };
    for (const id of [property.id, crypto.randomUUID()]) {
      const put = await other.visitor.put(`/api/company/properties/${id}`, body);
      const removed = await other.visitor.delete(`/api/company/properties/${id}`);
      for (const reply of [put, removed]) {
        expect(reply.status).toBe(404);
        expect(reply.body.error).toEqual({ code: 'NOT_FOUND', message: NOT_FOUND });
      }
    }
    expect(await listed(other.visitor)).toEqual([]);
    expect(await listed(admin.visitor)).toEqual([property]);
  });

  it('refuse a stale version with the property as it is now', async () => {
    const admin = await companyAdmin();
    const property = await addProperty(admin);
    const path = `/api/company/properties/${property.id}`;
    const first = await admin.visitor.put(path, { address: 'First tab', version: property.version });
    expect(first.status).toBe(200);
    const stale = await admin.visitor.put(path, { address: 'Second tab', version: property.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_UPDATE');
    expect(stale.body.error.details.current).toEqual(first.body.property);
    expect(await listed(admin.visitor)).toEqual([first.body.property]);
  });

  it('answer 401 without a session and 404 to someone in no company', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/company/properties')).status).toBe(401);
    expect((await anonymous.post('/api/company/properties', { address: '3 Elm St' })).status).toBe(401);
    const loner = await signedInRenter(t, 'nocompany');
    expect((await loner.visitor.get('/api/company/properties')).status).toBe(404);
    expect((await loner.visitor.post('/api/company/properties', { address: '3 Elm St' })).status).toBe(404);
  });
});
