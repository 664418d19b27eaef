import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/platform/db/schema/auth';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import { PASSWORD, signedInRenter } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

// Signed-in devices in Settings (docs/product.md §23): the user's sessions, read by user id and
// ended by id; a revoked session fails on its very next request.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The token inside a visitor's signed session cookie (`token.signature`). */
const cookieToken = (visitor: Visitor) =>
  decodeURIComponent(visitor.cookie('rentproof.session_token') ?? '').split('.')[0] ?? '';

/** The id of the session row behind a visitor's cookie (the table holds its token's hash). */
async function sessionIdOf(visitor: Visitor) {
  const [row] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.token, hashSecretToken(cookieToken(visitor))));
  if (!row) throw new Error('No session for that cookie');
  return row.id;
}

/** A browser signed in through the real sign-in, with its own User-Agent. */
async function signIn(email: string, userAgent: string) {
  const visitor = new Visitor(t.app);
  const reply = await visitor.request(
    'POST',
    '/api/auth/sign-in/email',
    { email, password: PASSWORD },
    { 'user-agent': userAgent },
  );
  if (reply.status !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(reply.body)}`);
  return visitor;
}

/** One account signed in on each of `userAgents` (and nowhere else). */
async function devices(label: string, ...userAgents: string[]) {
  const renter = await signedInRenter(t, label);
  const signedIn = [];
  for (const userAgent of userAgents) signedIn.push(await signIn(renter.email, userAgent));
  expect((await renter.visitor.post('/api/auth/sign-out')).status).toBe(200);
  return { ...renter, devices: signedIn };
}

const isSignedIn = async (visitor: Visitor) => (await visitor.get('/api/profile')).status === 200;

describe('the list of signed-in devices', () => {
  it("lists the user's sessions with coarse browser names, this device marked", async () => {
    const {
      devices: [laptop, phone],
    } = await devices('devices-list', CHROME_ON_WINDOWS, SAFARI_ON_IOS);
    if (!laptop || !phone) throw new Error('Two devices expected');
    const laptopId = await sessionIdOf(laptop);
    const phoneId = await sessionIdOf(phone);

    const fromLaptop = await laptop.get('/api/account/sessions');
    expect(fromLaptop.status).toBe(200);
    expect(fromLaptop.headers.get('cache-control')).toBe('no-store');
    expect(fromLaptop.body.sessions).toEqual([
      expect.objectContaining({ id: laptopId, browser: 'Chrome on Windows', current: true }),
      expect.objectContaining({ id: phoneId, browser: 'Safari on iOS', current: false }),
    ]);
    const fromPhone = await phone.get('/api/account/sessions');
    expect(fromPhone.body.sessions).toEqual([
      expect.objectContaining({ id: phoneId, current: true }),
      expect.objectContaining({ id: laptopId, current: false }),
    ]);

    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, laptopId));
    const [shown] = fromLaptop.body.sessions;
    expect(Object.keys(shown).sort()).toEqual(['browser', 'current', 'id', 'lastActiveAt', 'signedInAt']);
    expect(shown.signedInAt).toBe(row?.createdAt.toISOString());
    // Sessions are never refreshed, so their last activity on record is the sign-in.
    expect(shown.lastActiveAt).toBe(shown.signedInAt);
  });

  it('shows no token, token hash, IP address or full user agent', async () => {
    const {
      devices: [laptop, phone],
    } = await devices('devices-secrets', CHROME_ON_WINDOWS, SAFARI_ON_IOS);
    if (!laptop || !phone) throw new Error('Two devices expected');
    const text = JSON.stringify((await laptop.get('/api/account/sessions')).body);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, await sessionIdOf(laptop)));
    expect(rows[0]?.ipAddress).toBeTruthy();
    for (const secret of [
      cookieToken(laptop),
      cookieToken(phone),
      hashSecretToken(cookieToken(laptop)),
      hashSecretToken(cookieToken(phone)),
      laptop.ip,
      phone.ip,
      rows[0]?.ipAddress ?? '',
      CHROME_ON_WINDOWS,
      'Chrome/131',
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/token|ipAddress|userAgent/i);
  });

  it('leaves out sessions that have ended', async () => {
    const {
      devices: [laptop, phone],
    } = await devices('devices-expired', CHROME_ON_WINDOWS, SAFARI_ON_IOS);
    if (!laptop || !phone) throw new Error('Two devices expected');
    const phoneId = await sessionIdOf(phone);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, phoneId));
    const listed = (await laptop.get('/api/account/sessions')).body.sessions as { id: string }[];
    expect(listed.map((session) => session.id)).toEqual([await sessionIdOf(laptop)]);
    expect((await laptop.delete(`/api/account/sessions/${phoneId}`)).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/account/sessions')).status).toBe(401);
    expect((await anonymous.delete(`/api/account/sessions/${crypto.randomUUID()}`)).status).toBe(401);
    expect((await anonymous.post('/api/account/sessions/sign-out-others')).status).toBe(401);
  });
});

describe('signing out a device', () => {
  it('ends that session at once: its very next request is refused', async () => {
    const {
      devices: [laptop, phone],
    } = await devices('devices-revoke', CHROME_ON_WINDOWS, SAFARI_ON_IOS);
    if (!laptop || !phone) throw new Error('Two devices expected');
    expect(await isSignedIn(phone)).toBe(true);
    const phoneId = await sessionIdOf(phone);

    const reply = await laptop.delete(`/api/account/sessions/${phoneId}`);
    expect(reply.status).toBe(204);
    expect((await phone.get('/api/profile')).status).toBe(401);
    expect((await phone.get('/api/session')).body.user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, phoneId))).toEqual([]);

    expect(await isSignedIn(laptop)).toBe(true);
    const listed = (await laptop.get('/api/account/sessions')).body.sessions as { id: string }[];
    expect(listed.map((session) => session.id)).toEqual([await sessionIdOf(laptop)]);
    expect((await laptop.delete(`/api/account/sessions/${phoneId}`)).status).toBe(404);
  });

  it("answers another user's session like an unknown one, and leaves it signed in", async () => {
    const mine = await devices('devices-mine', CHROME_ON_WINDOWS);
    const theirs = await devices('devices-theirs', SAFARI_ON_IOS);
    const [laptop] = mine.devices;
    const [stranger] = theirs.devices;
    if (!laptop || !stranger) throw new Error('A device each expected');

    const theirsReply = await laptop.delete(`/api/account/sessions/${await sessionIdOf(stranger)}`);
    const unknown = await laptop.delete(`/api/account/sessions/${crypto.randomUUID()}`);
    const malformed = await laptop.delete('/api/account/sessions/not-an-id');
    expect(theirsReply.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(theirsReply.body).toEqual(unknown.body);
    expect(malformed.body).toEqual(unknown.body);

    expect(await isSignedIn(stranger)).toBe(true);
    expect(await isSignedIn(laptop)).toBe(true);
    const listed = (await laptop.get('/api/account/sessions')).body.sessions as { id: string }[];
    expect(listed).toHaveLength(1);
  });

  it('may sign out this device itself: the cookie is cleared and the session ends', async () => {
    const {
      devices: [laptop, phone],
    } = await devices('devices-self', CHROME_ON_WINDOWS, SAFARI_ON_IOS);
    if (!laptop || !phone) throw new Error('Two devices expected');
    const stolenCookie = laptop.cookieHeader;

    const reply = await laptop.delete(`/api/account/sessions/${await sessionIdOf(laptop)}`);
    expect(reply.status).toBe(204);
    expect(reply.headers.getSetCookie().some((c) => /^rentproof\.session_token=;/.test(c))).toBe(true);
    expect(laptop.cookie('rentproof.session_token')).toBeUndefined();
    const replay = await t.app.request('/api/profile', { headers: { cookie: stolenCookie } });
    expect(replay.status).toBe(401);
    expect(await isSignedIn(phone)).toBe(true);
  });
});

describe('signing out all other devices', () => {
  it('ends every session but this one, which still works', async () => {
    const {
      devices: [laptop, phone, desktop],
    } = await devices('devices-others', CHROME_ON_WINDOWS, SAFARI_ON_IOS, FIREFOX_ON_LINUX);
    if (!laptop || !phone || !desktop) throw new Error('Three devices expected');

    const reply = await laptop.post('/api/account/sessions/sign-out-others');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ signedOut: 2 });
    expect((await phone.get('/api/profile')).status).toBe(401);
    expect((await desktop.get('/api/profile')).status).toBe(401);

    expect(await isSignedIn(laptop)).toBe(true);
    const listed = (await laptop.get('/api/account/sessions')).body.sessions;
    expect(listed).toEqual([
      expect.objectContaining({ id: await sessionIdOf(laptop), browser: 'Chrome on Windows', current: true }),
    ]);
    expect((await laptop.post('/api/account/sessions/sign-out-others')).body).toEqual({ signedOut: 0 });
  });

  it("leaves other users' sessions alone", async () => {
    const mine = await devices('devices-others-mine', CHROME_ON_WINDOWS, SAFARI_ON_IOS);
    const theirs = await devices('devices-others-theirs', FIREFOX_ON_LINUX);
    const [laptop] = mine.devices;
    const [stranger] = theirs.devices;
    if (!laptop || !stranger) throw new Error('A device each expected');
    expect((await laptop.post('/api/account/sessions/sign-out-others')).body).toEqual({ signedOut: 1 });
    expect(await isSignedIn(stranger)).toBe(true);
  });
});

describe('last active', () => {
  it('moves forward as the session is used, at most one write per five minutes', async () => {
    const renter = await signedInRenter(t, 'active');
    const id = await sessionIdOf(renter.visitor);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await t.db.update(sessions).set({ createdAt: hourAgo, updatedAt: hourAgo }).where(eq(sessions.id, id));
    const before = Date.now();
    const listed = (await renter.visitor.get('/api/account/sessions')).body.sessions as {
      id: string;
      signedInAt: string;
      lastActiveAt: string;
    }[];
    const current = listed.find((session) => session.id === id);
    expect(current?.signedInAt).toBe(hourAgo.toISOString());
    expect(new Date(current?.lastActiveAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.db
      .select({ updatedAt: sessions.updatedAt })
      .from(sessions)
      .where(eq(sessions.id, id));
    await renter.visitor.get('/api/profile');
    const [again] = await t.db
      .select({ updatedAt: sessions.updatedAt })
      .from(sessions)
      .where(eq(sessions.id, id));
    expect(again?.updatedAt).toEqual(row?.updatedAt);
  });
});
