import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, sessions } from '#server/platform/db/schema/auth';
import { RECORD_KINDS } from '#server/exports/export-records';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import { PASSWORD, signedInRenter } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { enableTwoFactor, signInFirstStep } from './support/two-factor';
import { Visitor } from './support/visitor';
import {
  addPasskey,
  PASSKEY,
  SoftwareAuthenticator,
  signInWithPasskey,
  strangerKey,
} from './support/webauthn';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_COOKIE = 'rentproof.session_token';
const sessionUser = async (visitor: Visitor) => (await visitor.get('/api/session')).body.user;
const storedPasskeys = (userId: string) => t.db.select().from(passkeys).where(eq(passkeys.userId, userId));
const KEY_MATERIAL = /publicKey|credentialID|counter|userId|aaguid/;

describe('adding a passkey', () => {
  it('registers one for the signed-in person and lists it without its key', async () => {
    const renter = await signedInRenter(t, 'pk-add');
    const authenticator = new SoftwareAuthenticator({ synced: true });
    const added = await addPasskey(renter.visitor, authenticator, '  Work laptop  ');
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      passkey: {
        id: expect.any(String),
        name: 'Work laptop',
        createdAt: expect.any(String),
        deviceType: 'multiDevice',
        backedUp: true,
      },
    });

    const listed = await renter.visitor.get(`${PASSKEY}/list-user-passkeys`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ passkeys: [added.body.passkey] });
    expect(JSON.stringify(listed.body)).not.toMatch(KEY_MATERIAL);
    expect(JSON.stringify(listed.body)).not.toContain(authenticator.id);

    const [row] = await storedPasskeys(renter.userId);
    expect(row).toMatchObject({ credentialID: authenticator.id, counter: 0, name: 'Work laptop' });
    // Asked as a WebAuthn option: discoverable (no email typed first) and verified.
    const options = await renter.visitor.get(`${PASSKEY}/generate-register-options`);
    expect(options.body.rp).toEqual({ name: 'Rentproof', id: 'localhost' });
    expect(options.body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.body.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.id]);
  });

  it('needs a session, signed in within the day', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get(`${PASSKEY}/generate-register-options`)).status).toBe(401);
    const blind = await anonymous.post(`${PASSKEY}/verify-registration`, {
      response: new SoftwareAuthenticator().register({ challenge: 'abc', user: { id: 'x' } }),
    });
    expect(blind.status).toBe(401);

    const renter = await signedInRenter(t, 'pk-stale');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.db.update(sessions).set({ createdAt: twoDaysAgo }).where(eq(sessions.userId, renter.userId));
    const stale = await addPasskey(renter.visitor, new SoftwareAuthenticator());
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe('SESSION_NOT_FRESH');
    expect(await storedPasskeys(renter.userId)).toEqual([]);
  });

  it('refuses an authenticator that did not verify the person, and a name that cannot be kept', async () => {
    const renter = await signedInRenter(t, 'pk-refused');
    const unverified = await addPasskey(renter.visitor, new SoftwareAuthenticator(), 'Key', {
      userVerified: false,
    });
    expect(unverified.status).toBe(400);
    expect(unverified.body.error.code).toBe('USER_NOT_VERIFIED');

    const tooLong = await addPasskey(renter.visitor, new SoftwareAuthenticator(), 'x'.repeat(61));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/60/),
    });
    const twoLines = await addPasskey(renter.visitor, new SoftwareAuthenticator(), 'Work\nlaptop');
    expect(twoLines.status).toBe(400);
    expect(await storedPasskeys(renter.userId)).toEqual([]);
  });

  it('refuses an answer made for another site', async () => {
    const renter = await signedInRenter(t, 'pk-phish');
    const otherOrigin = await addPasskey(
      renter.visitor,
      new SoftwareAuthenticator({ origin: 'https://rentproof.example.net' }),
    );
    expect(otherOrigin.status).toBeGreaterThanOrEqual(400);
    const otherRp = await addPasskey(renter.visitor, new SoftwareAuthenticator({ rpId: 'example.net' }));
    expect(otherRp.status).toBeGreaterThanOrEqual(400);
    expect(await storedPasskeys(renter.userId)).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('signs in from a new browser with a session like a password sign-in, its token stored hashed', async () => {
    const renter = await signedInRenter(t, 'pk-signin');
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(renter.visitor, authenticator);

    const browser = new Visitor(t.app);
    const reply = await signInWithPasskey(browser, authenticator);
    expect(reply.status).toBe(200);
    expect(JSON.stringify(reply.body)).not.toContain('"token"');
    expect((await sessionUser(browser)).id).toBe(renter.userId);
    expect((await browser.get('/api/profile')).status).toBe(200);

    const cookie = decodeURIComponent(browser.cookie(SESSION_COOKIE) ?? '');
    const token = cookie.slice(0, cookie.lastIndexOf('.'));
    const stored = (await t.db.select().from(sessions).where(eq(sessions.userId, renter.userId))).map(
      (session) => session.token,
    );
    expect(stored).toContain(hashSecretToken(token));
    expect(stored).not.toContain(token);
    const [row] = await storedPasskeys(renter.userId);
    expect(row?.counter).toBe(1);
  });

  it('refuses a forged signature and a passkey that was never added', async () => {
    const renter = await signedInRenter(t, 'pk-forged');
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(renter.visitor, authenticator);

    const forger = new Visitor(t.app);
    const forged = await signInWithPasskey(forger, authenticator, { signWith: strangerKey() });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('AUTHENTICATION_FAILED');
    expect(forger.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await sessionUser(forger)).toBeNull();

    const unknown = await signInWithPasskey(forger, new SoftwareAuthenticator());
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('PASSKEY_NOT_FOUND');
    expect(await sessionUser(forger)).toBeNull();
  });

  it('refuses a replayed answer and a counter that did not go up (a cloned authenticator)', async () => {
    const renter = await signedInRenter(t, 'pk-replay');
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(renter.visitor, authenticator);
    const browser = new Visitor(t.app);
    const options = await browser.get(`${PASSKEY}/generate-authenticate-options`);
    const answer = { response: authenticator.authenticate(options.body) };
    expect((await browser.post(`${PASSKEY}/verify-authentication`, answer)).status).toBe(200);

    // The same answer again: its challenge was used up.
    const replay = new Visitor(t.app);
    replay.setCookie('rentproof.better-auth-passkey', browser.cookie('rentproof.better-auth-passkey') ?? '');
    const replayed = await replay.post(`${PASSKEY}/verify-authentication`, answer);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe('CHALLENGE_NOT_FOUND');
    expect(await sessionUser(replay)).toBeNull();

    // A fresh challenge signed with the counter already seen.
    const clone = new Visitor(t.app);
    const cloned = await signInWithPasskey(clone, authenticator, { counter: 1 });
    expect(cloned.status).toBe(400);
    expect(await sessionUser(clone)).toBeNull();
    expect((await storedPasskeys(renter.userId))[0]?.counter).toBe(1);
    expect((await signInWithPasskey(new Visitor(t.app), authenticator)).status).toBe(200);
  });

  it('refuses a signature the authenticator made without verifying the person', async () => {
    const renter = await signedInRenter(t, 'pk-presence');
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(renter.visitor, authenticator);
    const browser = new Visitor(t.app);
    const reply = await signInWithPasskey(browser, authenticator, { userVerified: false });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('USER_NOT_VERIFIED');
    expect(await sessionUser(browser)).toBeNull();
  });

  it('refuses a signature made for another site, and a request from another site', async () => {
    const renter = await signedInRenter(t, 'pk-origin');
    const authenticator = new SoftwareAuthenticator();
    await addPasskey(renter.visitor, authenticator);
    const browser = new Visitor(t.app);
    const phished = await signInWithPasskey(browser, authenticator, {
      origin: 'https://rentproof.example.net',
    });
    expect(phished.status).toBe(400);
    expect(phished.body.error.code).toBe('AUTHENTICATION_FAILED');
    expect(await sessionUser(browser)).toBeNull();

    const options = await browser.get(`${PASSKEY}/generate-authenticate-options`);
    const foreign = await browser.request(
      'POST',
      `${PASSKEY}/verify-authentication`,
      { response: authenticator.authenticate(options.body) },
      { origin: 'https://rentproof.example.net' },
    );
    expect(foreign.status).toBe(403);
    expect(await sessionUser(browser)).toBeNull();
  });

  it('counts as both factors: no code is asked with two-factor on, while the password still needs one', async () => {
    const renter = await signedInRenter(t, 'pk-2fa');
    await enableTwoFactor(renter);
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(renter.visitor, authenticator)).status).toBe(200);

    const browser = new Visitor(t.app);
    const reply = await signInWithPasskey(browser, authenticator);
    expect(reply.status).toBe(200);
    expect(reply.body.twoFactorRedirect).toBeUndefined();
    expect((await sessionUser(browser)).id).toBe(renter.userId);

    const password = await signInFirstStep(t, renter.email);
    expect(password.reply.body).toMatchObject({ twoFactorRedirect: true });
  });

  it('is limited per address like a password sign-in', async () => {
    const browser = new Visitor(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await browser.post(`${PASSKEY}/verify-authentication`, { response: {} })).status);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });
});

describe('managing passkeys', () => {
  it("renames and removes one's own, and answers another person's like a missing one", async () => {
    const owner = await signedInRenter(t, 'pk-owner');
    const authenticator = new SoftwareAuthenticator();
    const { id } = (await addPasskey(owner.visitor, authenticator, 'Phone')).body.passkey;
    const intruder = await signedInRenter(t, 'pk-intruder');

    for (const [path, body] of [
      ['update-passkey', { id, name: 'Mine now' }],
      ['delete-passkey', { id }],
    ] as const) {
      const refused = await intruder.visitor.post(`${PASSKEY}/${path}`, body);
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('PASSKEY_NOT_FOUND');
      const missing = await intruder.visitor.post(`${PASSKEY}/${path}`, { ...body, id: crypto.randomUUID() });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toEqual(refused.body.error);
      expect((await new Visitor(t.app).post(`${PASSKEY}/${path}`, body)).status).toBe(401);
    }
    expect(await storedPasskeys(owner.userId)).toMatchObject([{ id, name: 'Phone' }]);
    expect((await intruder.visitor.get(`${PASSKEY}/list-user-passkeys`)).body).toEqual({ passkeys: [] });

    const renamed = await owner.visitor.post(`${PASSKEY}/update-passkey`, { id, name: ' Old phone ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.passkey).toMatchObject({ id, name: 'Old phone' });
    expect(JSON.stringify(renamed.body)).not.toMatch(KEY_MATERIAL);
    const blank = await owner.visitor.post(`${PASSKEY}/update-passkey`, { id, name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.code).toBe('VALIDATION_FAILED');

    const removed = await owner.visitor.post(`${PASSKEY}/delete-passkey`, { id });
    expect(removed.status).toBe(200);
    expect(await storedPasskeys(owner.userId)).toEqual([]);
    const after = await signInWithPasskey(new Visitor(t.app), authenticator);
    expect(after.status).toBe(401);
  });

  it('exports them without key material, and deleting the account removes them', async () => {
    const renter = await signedInRenter(t, 'pk-export');
    await addPasskey(renter.visitor, new SoftwareAuthenticator({ synced: true }), 'Laptop');
    const kind = RECORD_KINDS.find((one) => one.kind === 'passkeys');
    const exported = await kind?.load(t.db, renter.userId);
    expect(exported).toEqual([
      {
        id: expect.any(String),
        name: 'Laptop',
        deviceType: 'multiDevice',
        backedUp: true,
        createdAt: expect.any(Date),
      },
    ]);
    expect(Object.keys(kind?.fields ?? {}).sort()).toEqual(Object.keys(exported?.[0] ?? {}).sort());

    const deleted = await renter.visitor.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status).toBe(204);
    expect(await storedPasskeys(renter.userId)).toEqual([]);
  });
});
