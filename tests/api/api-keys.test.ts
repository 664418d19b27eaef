import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '#server/platform/db/schema/api-keys';
import { users } from '#server/platform/db/schema/auth';
import { calendarDay } from '#server/platform/lib/clock';
import { API_KEY_MESSAGES } from '#shared/api-keys/api-key-schemas';
import { type Renter, signedInRenter } from './support/accounts';
import { ApiClient } from './support/api-client';
import { landlord, teammate } from './support/landlords';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

// API keys in Settings › API and Company Settings › API (docs/product.md §33, decision 041): made
// with a session, shown once, kept as a hash, used only on /api/v1, revoked by deleting them.

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFrom = (instant: Date, days: number) => calendarDay(new Date(instant.getTime() + days * DAY_MS));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type KeyInput = { name?: string; scopes?: string[]; expiresOn?: string | null; role?: string };

/** Makes a key through Settings › API (`/api`) or Company Settings › API (`/api/company`). */
async function makeKey(
  app: TestApp,
  owner: Renter,
  input: KeyInput = {},
  base: '/api' | '/api/company' = '/api',
) {
  const reply = await owner.visitor.post(`${base}/api-keys`, {
    name: 'Property manager sync',
    scopes: ['read', 'write'],
    ...input,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const secret = reply.body.secret as string;
  return { api: new ApiClient(app.app, secret), secret, id: reply.body.apiKey.id as string, reply };
}

const listOf = async (owner: Renter, base = '/api') => {
  const reply = await owner.visitor.get(`${base}/api-keys`);
  expect(reply.status).toBe(200);
  return reply.body.apiKeys as { id: string; name: string; lastUsedAt: string | null }[];
};

describe('making a key', () => {
  it('shows the secret once, lists its start, and stores only its SHA-256', async () => {
    const renter = await signedInRenter(t, 'key-maker');
    const { secret, id, reply } = await makeKey(t, renter, { scopes: ['read', 'read', 'originals'] });
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(secret).toMatch(/^rp_[\w-]{43}$/);
    expect(reply.body.apiKey).toEqual({
      id,
      name: 'Property manager sync',
      start: secret.slice(0, 10),
      scopes: ['read', 'originals'],
      expiresAt: null,
      lastUsedAt: null,
      createdAt: expect.any(String),
      role: null,
      createdBy: 'Jamie Renter',
    });

    const list = await renter.visitor.get('/api/api-keys');
    expect(list.body).toEqual({ apiKeys: [reply.body.apiKey] });
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(10));

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row?.keyHash).toBe(createHash('sha256').update(secret).digest('hex'));
    for (const value of Object.values(row ?? {})) {
      expect(JSON.stringify(value) ?? '').not.toContain(secret.slice(10));
    }
  });

  it('lists the newest first', async () => {
    const renter = await signedInRenter(t, 'key-list');
    await makeKey(t, renter, { name: 'First' });
    await makeKey(t, renter, { name: 'Second' });
    expect((await listOf(renter)).map((key) => key.name)).toEqual(['Second', 'First']);
  });

  it('refuses a past date, no scopes, no name or a role with a message to act on, and makes nothing', async () => {
    const renter = await signedInRenter(t, 'key-invalid');
    const refusals: [KeyInput, string][] = [
      [{ expiresOn: dayFrom(new Date(), -1) }, API_KEY_MESSAGES.expiresInPast],
      [{ expiresOn: '2031-02-30' }, API_KEY_MESSAGES.expiresAt],
      [{ scopes: [] }, API_KEY_MESSAGES.scopes],
      [{ scopes: ['delete'] }, API_KEY_MESSAGES.scope],
      [{ name: '  ' }, API_KEY_MESSAGES.name],
      [{ role: 'Admin' }, API_KEY_MESSAGES.companyOnly],
    ];
    for (const [input, message] of refusals) {
      const reply = await renter.visitor.post('/api/api-keys', {
        name: 'Sync',
        scopes: ['read'],
        ...input,
      });
      expect(reply.status, JSON.stringify(input)).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const noName = await renter.visitor.post('/api/api-keys', { scopes: ['read'] });
    expect(noName.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: API_KEY_MESSAGES.name });
    const noScopes = await renter.visitor.post('/api/api-keys', { name: 'Sync' });
    expect(noScopes.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: API_KEY_MESSAGES.scopes,
    });
    expect(await listOf(renter)).toEqual([]);
  });
});

describe('using a key', () => {
  it('reads with the read scope, writes only with the write scope', async () => {
    const renter = await signedInRenter(t, 'key-scopes');
    const reader = (await makeKey(t, renter, { scopes: ['read'] })).api;
    expect((await reader.get('/api/v1/properties')).status).toBe(200);
    const write = await reader.post('/api/v1/properties', { name: 'The Bartlett' });
    expect(write.status).toBe(403);
    expect(write.body.error).toEqual({ code: 'INSUFFICIENT_SCOPE', message: API_KEY_MESSAGES.readOnly });

    const writer = (await makeKey(t, renter, { scopes: ['write'] })).api;
    const read = await writer.get('/api/v1/properties');
    expect(read.status).toBe(403);
    expect(read.body.error.code).toBe('INSUFFICIENT_SCOPE');
    expect((await writer.post('/api/v1/properties', { name: 'The Bartlett' })).status).toBe(201);
  });

  it('notes when a key was last used', async () => {
    const renter = await signedInRenter(t, 'key-last-use');
    const { api } = await makeKey(t, renter);
    expect((await listOf(renter))[0]?.lastUsedAt).toBeNull();
    const before = Date.now();
    expect((await api.get('/api/v1/properties')).status).toBe(200);
    const lastUsedAt = (await listOf(renter))[0]?.lastUsedAt;
    expect(Date.parse(lastUsedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes no session on /api/v1, and no key on the app', async () => {
    const renter = await signedInRenter(t, 'key-boundary');
    const { secret } = await makeKey(t, renter);
    const withSession = await renter.visitor.get('/api/v1/properties');
    expect(withSession.status).toBe(401);
    expect(withSession.body.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: API_KEY_MESSAGES.sessionNotAccepted,
    });
    const bearer = { authorization: `Bearer ${secret}` };
    const program = new Visitor(t.app);
    expect((await program.request('GET', '/api/properties', undefined, bearer)).status).toBe(401);
    expect((await program.request('GET', '/api/api-keys', undefined, bearer)).status).toBe(401);
    expect(
      (await program.request('POST', '/api/api-keys', { name: 'X', scopes: ['read'] }, bearer)).status,
    ).toBe(401);
  });

  it('answers 401 to the app routes without a session', async () => {
    const anonymous = new Visitor(t.app);
    const id = crypto.randomUUID();
    for (const base of ['/api', '/api/company']) {
      expect((await anonymous.get(`${base}/api-keys`)).status).toBe(401);
      expect((await anonymous.post(`${base}/api-keys`, { name: 'X', scopes: ['read'] })).status).toBe(401);
      expect((await anonymous.delete(`${base}/api-keys/${id}`)).status).toBe(401);
    }
  });
});

describe('expiry', () => {
  let now = new Date();
  let timed: TestApp;
  beforeAll(async () => {
    timed = await createTestApp({ clock: { now: () => now } });
  });
  afterAll(() => timed.close());

  it('works through the whole of its last day, then is refused as expired', async () => {
    const renter = await signedInRenter(timed, 'key-expiry');
    const tomorrow = dayFrom(now, 1);
    const { api, reply } = await makeKey(timed, renter, { expiresOn: tomorrow });
    expect(reply.body.apiKey.expiresAt).toBe(`${tomorrow}T23:59:59.999Z`);
    expect((await api.get('/api/v1/properties')).status).toBe(200);

    now = new Date(`${tomorrow}T23:59:00Z`);
    expect((await api.get('/api/v1/properties')).status).toBe(200);

    now = new Date(`${dayFrom(now, 1)}T00:00:00Z`);
    const expired = await api.get('/api/v1/properties');
    expect(expired.status).toBe(401);
    expect(expired.body.error).toEqual({ code: 'API_KEY_EXPIRED', message: API_KEY_MESSAGES.expired });
  });
});

describe('revoking a key', () => {
  it('deletes it, so it stops working; another person cannot', async () => {
    const renter = await signedInRenter(t, 'key-revoke');
    const other = await signedInRenter(t, 'key-revoke-other');
    const { api, id } = await makeKey(t, renter);

    const notTheirs = await other.visitor.delete(`/api/api-keys/${id}`);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error).toEqual({ code: 'NOT_FOUND', message: 'That API key could not be found.' });
    expect((await api.get('/api/v1/properties')).status).toBe(200);
    expect((await other.visitor.delete('/api/api-keys/not-an-id')).status).toBe(404);

    expect((await renter.visitor.delete(`/api/api-keys/${id}`)).status).toBe(204);
    const revoked = await api.get('/api/v1/properties');
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toEqual({ code: 'INVALID_API_KEY', message: API_KEY_MESSAGES.invalid });
    expect(await listOf(renter)).toEqual([]);
    expect((await renter.visitor.delete(`/api/api-keys/${id}`)).status).toBe(404);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => limited.close());

  it('counts down in the RateLimit headers, refuses past the limit, and keeps a window per key', async () => {
    const renter = await signedInRenter(limited, 'key-rate');
    const { api } = await makeKey(limited, renter);
    for (const remaining of [2, 1, 0]) {
      const reply = await api.get('/api/v1/properties');
      expect(reply.status).toBe(200);
      expect(reply.headers.get('ratelimit-policy')).toBe('3;w=60');
      expect(reply.headers.get('ratelimit')).toMatch(
        new RegExp(`^limit=3, remaining=${remaining}, reset=\\d+$`),
      );
    }
    const refused = await api.get('/api/v1/properties');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: API_KEY_MESSAGES.rateLimited });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const another = (await makeKey(limited, renter, { name: 'Second' })).api;
    const fresh = await another.get('/api/v1/properties');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('ratelimit')).toMatch(/^limit=3, remaining=2, /);
  });
});

describe('company keys', () => {
  it('are made, listed and revoked by Admins only, apart from personal keys', async () => {
    const owner = await landlord(t, 'key-admin');
    await t.db.update(users).set({ name: 'Avery Admin' }).where(eq(users.id, owner.userId));
    const member = await teammate(t, owner, 'key-member');
    const outsider = await signedInRenter(t, 'key-outsider');

    const company = await makeKey(t, owner, { scopes: ['read'], role: 'Member' }, '/api/company');
    expect(company.reply.body.apiKey).toMatchObject({
      role: 'Member',
      createdBy: 'Avery Admin',
      scopes: ['read'],
    });
    const personal = await makeKey(t, owner, { name: 'Mine' });
    expect((await listOf(owner, '/api/company')).map((key) => key.id)).toEqual([company.id]);
    expect((await listOf(owner)).map((key) => key.id)).toEqual([personal.id]);
    expect((await owner.visitor.delete(`/api/api-keys/${company.id}`)).status).toBe(404);
    expect((await owner.visitor.delete(`/api/company/api-keys/${personal.id}`)).status).toBe(404);

    const noRole = await owner.visitor.post('/api/company/api-keys', { name: 'Sync', scopes: ['read'] });
    expect(noRole.status).toBe(400);
    expect(noRole.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: API_KEY_MESSAGES.role });

    const adminsOnly = { code: 'FORBIDDEN', message: API_KEY_MESSAGES.adminsOnly };
    const input = { name: 'Sync', scopes: ['read'], role: 'Member' };
    expect((await member.visitor.get('/api/company/api-keys')).body.error).toEqual(adminsOnly);
    const memberMakes = await member.visitor.post('/api/company/api-keys', input);
    expect(memberMakes.status).toBe(403);
    expect(memberMakes.body.error).toEqual(adminsOnly);
    expect((await member.visitor.delete(`/api/company/api-keys/${company.id}`)).status).toBe(403);
    expect((await outsider.visitor.get('/api/company/api-keys')).status).toBe(404);
    expect((await outsider.visitor.post('/api/company/api-keys', input)).status).toBe(404);
    expect((await outsider.visitor.delete(`/api/company/api-keys/${company.id}`)).status).toBe(404);
    expect(await listOf(owner, '/api/company')).toHaveLength(1);

    const personalRoute = await company.api.get('/api/v1/properties');
    expect(personalRoute.status).toBe(403);
    expect(personalRoute.body.error).toEqual({ code: 'FORBIDDEN', message: API_KEY_MESSAGES.companyKeyOnly });

    expect((await owner.visitor.delete(`/api/company/api-keys/${company.id}`)).status).toBe(204);
    expect((await company.api.get('/api/v1/properties')).body.error.code).toBe('INVALID_API_KEY');
    expect(await listOf(owner, '/api/company')).toEqual([]);
  });
});
