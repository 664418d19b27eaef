import { existsSync } from 'node:fs';
import path from 'node:path';
import { makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users, verifications } from '#server/platform/db/schema/auth';
import { properties } from '#server/platform/db/schema/properties';
import { follow, PASSWORD, RESET_SUBJECT, signedInRenter, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('shows the signed-in person without secrets', async () => {
    const { visitor, email } = await signedInRenter(t, 'profile');
    const reply = await visitor.get('/api/profile');
    expect(reply.status).toBe(200);
    expect(reply.body.profile).toMatchObject({
      email,
      fullName: 'Jamie Renter',
      propertyName: 'The Bartlett',
      emailVerified: true,
    });
    expect(Object.keys(reply.body.profile).sort()).toEqual([
      'createdAt',
      'email',
      'emailVerified',
      'fullName',
      'id',
      'propertyName',
      'twoFactorEnabled',
      'version',
    ]);
  });

  it('updates the full name and property', async () => {
    const { visitor } = await signedInRenter(t, 'profileupdate');
    const reply = await visitor.patch('/api/profile', {
      name: '  Jamie R. Renter ',
      propertyName: 'Maple Court',
      version: 1,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.profile).toMatchObject({ fullName: 'Jamie R. Renter', propertyName: 'Maple Court' });
    expect((await visitor.get('/api/session')).body.user.fullName).toBe('Jamie R. Renter');
  });

  it.each([
    ['an empty name', { name: '', propertyName: '', version: 1 }, 'Please enter your full name.'],
    [
      'a name that is too long',
      { name: 'x'.repeat(101), propertyName: '', version: 1 },
      'Full name must be at most 100 characters.',
    ],
    ['a missing field', { name: 'Jamie', version: 1 }, 'propertyName'],
  ])('refuses %s and keeps the profile', async (_, body, message) => {
    const { visitor } = await signedInRenter(t, 'profilebad');
    const reply = await visitor.patch('/api/profile', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(reply.body.error)).toContain(message);
    expect((await visitor.get('/api/profile')).body.profile.fullName).toBe('Jamie Renter');
  });

  it('refuses a body that is not JSON', async () => {
    const { visitor } = await signedInRenter(t, 'profilejson');
    const reply = await visitor.request('PATCH', '/api/profile', undefined, {
      'content-type': 'application/json',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('INVALID_JSON');
  });
});

describe('account deletion', () => {
  /** Every row that belongs to the user, table by table (verifications hold reset links). */
  async function rowsOf(userId: string) {
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      users: await count(t.db.select().from(users).where(eq(users.id, userId))),
      sessions: await count(t.db.select().from(sessions).where(eq(sessions.userId, userId))),
      accounts: await count(t.db.select().from(accounts).where(eq(accounts.userId, userId))),
      verifications: await count(t.db.select().from(verifications).where(eq(verifications.value, userId))),
      properties: await count(t.db.select().from(properties).where(eq(properties.userId, userId))),
    };
  }

  /** A signed-in renter with a property, a stored file, a second session and a pending reset link. */
  async function renterWithData(label: string) {
    const renter = await signedInRenter(t, label);
    expect((await renter.visitor.post('/api/properties', { name: 'Maple Court' })).status).toBe(201);
    await t.services.files.put(`users/${renter.userId}/photos/x/original`, new Uint8Array([1, 2, 3]));
    const phone = new Visitor(t.app);
    await phone.post('/api/auth/sign-in/email', { email: renter.email, password: PASSWORD });
    await phone.post('/api/auth/request-password-reset', {
      email: renter.email,
      redirectTo: '/update-password',
    });
    const resetLink = t.mail.lastLink(renter.email, RESET_SUBJECT);
    expect(await rowsOf(renter.userId)).toEqual({
      users: 1,
      sessions: 2,
      accounts: 1,
      verifications: 1,
      properties: 1,
    });
    return { ...renter, phone, resetLink };
  }

  const deleteWithPassword = (visitor: Visitor, password: string) =>
    visitor.request('DELETE', '/api/account', { password });

  const fileOf = (userId: string) => path.join(t.dataDir, 'files', 'users', userId, 'photos/x/original');

  it('removes every row and file of the user and signs them out, leaving others untouched', async () => {
    const doomed = await renterWithData('doomed');
    const other = await renterWithData('survivor');
    const othersRowsBefore = await rowsOf(other.userId);

    const reply = await deleteWithPassword(doomed.visitor, PASSWORD);
    expect(reply.status).toBe(204);

    expect(await rowsOf(doomed.userId)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      verifications: 0,
      properties: 0,
    });
    expect(existsSync(path.join(t.dataDir, 'files', 'users', doomed.userId))).toBe(false);
    expect((await doomed.visitor.get('/api/session')).body.user).toBeNull();
    expect((await doomed.phone.get('/api/session')).body.user).toBeNull();
    const opened = await follow(new Visitor(t.app), doomed.resetLink);
    expect(opened.headers.get('location')).toMatch(/[?&]error=INVALID_TOKEN/);

    expect(await rowsOf(other.userId)).toEqual(othersRowsBefore);
    expect(existsSync(fileOf(other.userId))).toBe(true);
    expect((await other.visitor.get('/api/profile')).status).toBe(200);
  });

  it.each([
    ['a wrong password', { password: 'not-my-password' }, 403, 'INVALID_PASSWORD', 'not correct'],
    ['no password', {}, 400, 'PASSWORD_REQUIRED', 'enter your password'],
    ['an empty password', { password: '' }, 400, 'PASSWORD_REQUIRED', 'enter your password'],
  ])('asks for the password again: %s deletes nothing', async (_, body, status, code, message) => {
    const renter = await renterWithData('keeper');
    const before = await rowsOf(renter.userId);
    const reply = await renter.visitor.request('DELETE', '/api/account', body);
    expect(reply.status).toBe(status);
    expect(reply.body.error.code).toBe(code);
    expect(reply.body.error.message).toContain(message);
    expect(await rowsOf(renter.userId)).toEqual(before);
    expect(existsSync(fileOf(renter.userId))).toBe(true);
    expect((await renter.visitor.get('/api/profile')).status).toBe(200);
  });

  it('refuses a body that is not a password, and deletes nothing', async () => {
    const { visitor, userId } = await signedInRenter(t, 'badbody');
    const wrongType = await visitor.request('DELETE', '/api/account', { password: 12345678 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.code).toBe('VALIDATION_FAILED');
    const tooLong = await visitor.request('DELETE', '/api/account', { password: 'x'.repeat(10_000) });
    expect(tooLong.status).toBe(400);
    const malformed = await visitor.request('DELETE', '/api/account', undefined, {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(await rowsOf(userId)).toMatchObject({ users: 1 });
  });

  it('allows five tries in 15 minutes, so a stolen session cannot guess the password', async () => {
    const { visitor, userId } = await signedInRenter(t, 'guesser');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await deleteWithPassword(visitor, `guess-${i}`)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const limited = await deleteWithPassword(visitor, PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowsOf(userId)).toMatchObject({ users: 1 });
  });

  describe('of an account that signs in only with Google or Facebook (no password)', () => {
    async function socialRenter(signedInMinutesAgo: number) {
      const auth = await t.services.auth.$context;
      const user = await auth.internalAdapter.createUser(
        { email: uniqueEmail('social'), name: 'Sam Social', emailVerified: true },
        { method: 'oauth', oauth: { providerId: 'google' } },
      );
      await auth.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'google',
        accountId: `g-${user.id}`,
      });
      const session = await auth.internalAdapter.createSession(user.id);
      const createdAt = new Date(Date.now() - signedInMinutesAgo * 60 * 1000);
      await t.db.update(sessions).set({ createdAt }).where(eq(sessions.userId, user.id));
      const visitor = new Visitor(t.app);
      const signed = `${session.token}.${await makeSignature(session.token, auth.secret)}`;
      visitor.setCookie(auth.authCookies.sessionToken.name, encodeURIComponent(signed));
      return { visitor, userId: user.id };
    }

    it('asks for a recent sign-in instead of a password', async () => {
      const stale = await socialRenter(11);
      const refused = await stale.visitor.request('DELETE', '/api/account', {});
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'SIGN_IN_AGAIN',
        message: 'For your safety, sign out and sign in again, then delete your account within 10 minutes.',
      });
      expect(await rowsOf(stale.userId)).toMatchObject({ users: 1 });

      const fresh = await socialRenter(2);
      expect((await fresh.visitor.request('DELETE', '/api/account', {})).status).toBe(204);
      expect(await rowsOf(fresh.userId)).toMatchObject({ users: 0, sessions: 0, accounts: 0 });
    });
  });
});

describe('anonymous visitors', () => {
  it.each([
    ['GET', '/api/profile'],
    ['PATCH', '/api/profile'],
    ['DELETE', '/api/account'],
  ])('%s %s answers 401', async (method, route) => {
    const reply = await new Visitor(t.app).request(
      method,
      route,
      method === 'PATCH' ? { name: 'x', propertyName: '' } : undefined,
    );
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
    });
  });

  it('sees no user in the session', async () => {
    expect((await new Visitor(t.app).get('/api/session')).body).toEqual({ user: null });
  });
});
