import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits, sessions, users, verifications } from '#server/platform/db/schema/auth';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import {
  CONFIRM_SUBJECT,
  follow,
  PASSWORD,
  RESET_SUBJECT,
  signedInRenter,
  signUp,
  signUpAndVerify,
  uniqueEmail,
} from './support/accounts';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { type Reply, Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usersWithEmail = (email: string) => t.db.select().from(users).where(eq(users.email, email));
const EXISTING_SUBJECT = /tried to create a Rentproof account/i;

const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

/** What the sessions table holds for a visitor's cookie: the SHA-256 of its token. */
function sessionHash(visitor: Visitor) {
  const token = decodeURIComponent(visitor.cookie('rentproof.session_token') ?? '').split('.')[0] ?? '';
  return hashSecretToken(token);
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('sign-up', () => {
  it('creates an unconfirmed account, stores the profile fields and emails a confirmation link', async () => {
    const visitor = new Visitor(t.app);
    const email = uniqueEmail('signup');
    const reply = await signUp(visitor, { email: email.toUpperCase(), propertyName: 'Maple Court' });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      email,
      name: 'Jamie Renter',
      emailVerified: false,
      propertyName: 'Maple Court',
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/token|password/i);
    expect(reply.headers.getSetCookie()).toEqual([]);
    expect(t.mail.lastLink(email, CONFIRM_SUBJECT)).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/,
    );
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('answers a registered email exactly like a new one, and tells only the owner', async () => {
    const { email, userId } = await signedInRenter(t, 'duplicate');
    const fresh = await signUp(new Visitor(t.app), { email: uniqueEmail('fresh'), name: 'Someone Else' });
    const taken = await signUp(new Visitor(t.app), { email: email.toUpperCase(), name: 'Someone Else' });

    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(200);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(taken.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect(taken.body.user).toMatchObject({ email, name: 'Someone Else', emailVerified: false });
    expect(taken.body.user.id).not.toBe(userId);
    expect(taken.headers.getSetCookie()).toEqual([]);

    const [user] = await usersWithEmail(email);
    expect(user?.name).toBe('Jamie Renter');
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(t.mail.count(email, CONFIRM_SUBJECT)).toBe(0);
    const notice = t.mail.messages.filter((m) => m.to === email && EXISTING_SUBJECT.test(m.subject));
    expect(notice).toHaveLength(1);
    expect(notice[0]?.text).toContain('already has an account');
    expect(notice[0]?.text).toContain(`Sign in: ${APP_URL}/login`);
  });

  it("gives the owner a working reset link in that email, and the stranger's password nothing", async () => {
    const { email } = await signedInRenter(t, 'duplicatereset');
    await signUp(new Visitor(t.app), { email, password: 'strangers-passphrase' });
    const notice = t.mail.messages.filter((m) => m.to === email && EXISTING_SUBJECT.test(m.subject)).at(-1);
    const resetLink = notice?.text.match(/Choose a new password: (\S+)/)?.[1] ?? '';
    expect(resetLink).toMatch(new RegExp(`^${APP_URL}/api/auth/reset-password/`));

    const visitor = new Visitor(t.app);
    const opened = await follow(visitor, resetLink);
    const token = new URL(opened.headers.get('location') ?? '', APP_URL).searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await visitor.post('/api/auth/reset-password', {
      token,
      newPassword: 'owners-new-passphrase',
    });
    expect(reset.status).toBe(200);
    const signIn = (password: string) =>
      new Visitor(t.app).post('/api/auth/sign-in/email', { email, password });
    expect((await signIn('strangers-passphrase')).status).toBe(401);
    expect((await signIn('owners-new-passphrase')).status).toBe(200);
  });

  it('does as much work for a registered email as for a new one (the password is hashed in both)', async () => {
    const auth = await t.services.auth.$context;
    const hash = vi.spyOn(auth.password, 'hash');
    const timed = async (email: string) => {
      const started = performance.now();
      const reply = await signUp(new Visitor(t.app), { email });
      expect(reply.status).toBe(200);
      return performance.now() - started;
    };
    try {
      const { email } = await signedInRenter(t, 'timing');
      hash.mockClear();
      await timed(email);
      expect(hash).toHaveBeenCalledTimes(1);
      hash.mockClear();
      await timed(uniqueEmail('timing-new'));
      expect(hash).toHaveBeenCalledTimes(1);

      // Loosely, over several tries each: the registered email is not answered much faster.
      const existing: number[] = [];
      const fresh: number[] = [];
      for (let i = 0; i < 5; i++) {
        existing.push(await timed(email));
        fresh.push(await timed(uniqueEmail('timing-new')));
      }
      expect(median(existing)).toBeGreaterThan(0.3 * median(fresh));
    } finally {
      hash.mockRestore();
    }
  });

  it('answers a double-submitted form twice alike, with one account and one confirmation email', async () => {
    const email = uniqueEmail('double');
    const replies = await Promise.all([
      signUp(new Visitor(t.app), { email }),
      signUp(new Visitor(t.app), { email }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    for (const reply of replies) expect(reply.body.user).toMatchObject({ email, emailVerified: false });
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(t.mail.count(email, CONFIRM_SUBJECT)).toBe(1);
  });

  it('does not let the form confirm the address itself, nor store fields it does not ask for', async () => {
    const email = uniqueEmail('selfconfirm');
    const reply = await signUp(new Visitor(t.app), {
      email,
      emailVerified: true,
      image: 'https://evil.example/x.png',
    });
    expect(reply.status).toBe(200);
    const [user] = await usersWithEmail(email);
    expect(user?.emailVerified).toBe(false);
    expect(user?.image).toBeNull();
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, 'VALIDATION_FAILED', 'Please enter a valid email address.'],
    [
      'a short password',
      { password: 'short1' },
      'VALIDATION_FAILED',
      'Password should be at least 8 characters long.',
    ],
    [
      'a very long password',
      { password: 'x'.repeat(129) },
      'VALIDATION_FAILED',
      'Password should be at most 128 characters long.',
    ],
    ['a common password', { password: 'password123' }, 'PASSWORD_TOO_COMMON', 'This password is too common'],
    ['a blank name', { name: '  ' }, 'VALIDATION_FAILED', 'Please enter your full name.'],
    ['no name', { name: undefined }, 'VALIDATION_FAILED', 'Please enter your full name.'],
  ])('refuses %s with a message and stores nothing', async (_, overrides, code, message) => {
    const email = uniqueEmail('bad');
    const reply = await signUp(new Visitor(t.app), { email, ...overrides });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe(code);
    expect(reply.body.error.message).toContain(message);
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect(t.mail.count(email, CONFIRM_SUBJECT)).toBe(0);
  });
});

describe('email confirmation', () => {
  it('confirms through the emailed link, signs in and lands on /verification-complete', async () => {
    const visitor = new Visitor(t.app);
    const email = uniqueEmail('confirm');
    await signUp(visitor, { email });
    const reply = await follow(visitor, t.mail.lastLink(email, CONFIRM_SUBJECT));
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/verification-complete');
    const session = await visitor.get('/api/session');
    expect(session.body.user).toMatchObject({ email, emailVerified: true, fullName: 'Jamie Renter' });
  });

  it('refuses a tampered link', async () => {
    const visitor = new Visitor(t.app);
    const email = uniqueEmail('tampered');
    await signUp(visitor, { email });
    const link = t.mail
      .lastLink(email, CONFIRM_SUBJECT)
      .replace(/token=([^&]+)/, (_, token: string) => `token=${token.slice(0, -3)}abc`);
    const reply = await follow(visitor, link);
    expect(reply.headers.get('location')).toMatch(/^\/verification-complete\?error=/);
    expect((await visitor.get('/api/session')).body.user).toBeNull();
    const [user] = await usersWithEmail(email);
    expect(user?.emailVerified).toBe(false);
  });

  it('re-sends the link on request', async () => {
    const visitor = new Visitor(t.app);
    const email = uniqueEmail('resend');
    await signUp(visitor, { email });
    const reply = await visitor.post('/api/auth/send-verification-email', {
      email,
      callbackURL: '/verification-complete',
    });
    expect(reply.status).toBe(200);
    expect(t.mail.count(email, CONFIRM_SUBJECT)).toBe(2);
  });

  // Issue 10, item 5: a sign-in's re-sent link named no callback and landed on the home page.
  it.each([
    ['the sign-up', async () => {}],
    [
      'a sign-in before confirming',
      (email: string) => new Visitor(t.app).post('/api/auth/sign-in/email', { email, password: PASSWORD }),
    ],
    [
      'a re-send without a callback',
      (email: string) => new Visitor(t.app).post('/api/auth/send-verification-email', { email }),
    ],
    [
      'a re-send naming another page',
      (email: string) =>
        new Visitor(t.app).post('/api/auth/send-verification-email', { email, callbackURL: '/dashboard' }),
    ],
  ])('lands on /verification-complete from the link that %s sends, once', async (_, resend) => {
    const email = uniqueEmail('landing');
    await signUp(new Visitor(t.app), { email });
    await resend(email);
    const link = t.mail.lastLink(email, CONFIRM_SUBJECT);

    const visitor = new Visitor(t.app);
    const opened = await follow(visitor, link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/verification-complete');
    expect((await visitor.get('/api/session')).body.user).toMatchObject({ email, emailVerified: true });

    const again = await follow(new Visitor(t.app), link);
    expect(again.headers.get('location')).toBe('/verification-complete?error=LINK_ALREADY_USED');
  });
});

describe('sign-in', () => {
  it('refuses an unconfirmed account and re-sends its confirmation link', async () => {
    const visitor = new Visitor(t.app);
    const email = uniqueEmail('unconfirmed');
    await signUp(visitor, { email });
    const reply = await visitor.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(t.mail.count(email, CONFIRM_SUBJECT)).toBe(2);
    expect((await visitor.get('/api/session')).body.user).toBeNull();
  });

  it('signs in with the right password, and sets an HttpOnly, SameSite=Lax cookie', async () => {
    const { email } = await signUpAndVerify(t, 'signin');
    const visitor = new Visitor(t.app);
    const reply = await visitor.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(reply.status).toBe(200);
    expect(JSON.stringify(reply.body)).not.toContain('token');
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('rentproof.session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await visitor.get('/api/session')).body.user.email).toBe(email);
  });

  it('refuses a wrong password', async () => {
    const { email } = await signedInRenter(t, 'wrongpw');
    const reply = await new Visitor(t.app).post('/api/auth/sign-in/email', {
      email,
      password: 'not-the-password',
    });
    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(reply.headers.getSetCookie()).toEqual([]);
  });

  it('accepts the email in any letter case', async () => {
    const { email } = await signedInRenter(t, 'lettercase');
    const reply = await new Visitor(t.app).post('/api/auth/sign-in/email', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(reply.status).toBe(200);
  });

  it('is rate limited per address, with the counters in the database', async () => {
    const visitor = new Visitor(t.app, '203.0.113.9');
    const attempt = () =>
      visitor.post('/api/auth/sign-in/email', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await attempt();
    expect(limited.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const counters = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `${visitor.ip}%`));
    expect(counters.length).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (
        await new Visitor(t.app).post('/api/auth/sign-in/email', {
          email: uniqueEmail('nobody'),
          password: 'x',
        })
      ).status,
    ).toBe(401);
  });

  describe('per account, from every address together', () => {
    /** Thirty wrong passwords from four addresses (below the limit of each), then the right one. */
    async function attackFromFourAddresses(email: string) {
      const addresses = Array.from({ length: 4 }, () => new Visitor(t.app));
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const visitor = addresses[i % addresses.length] as Visitor;
        statuses.push(
          (await visitor.post('/api/auth/sign-in/email', { email, password: `guess-number-${i}` })).status,
        );
      }
      const right = await new Visitor(t.app).post('/api/auth/sign-in/email', {
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      return { statuses, right };
    }

    it('refuses the right password after ten failures, with Retry-After and no session', async () => {
      const { email } = await signedInRenter(t, 'bruteforce');
      const { statuses, right } = await attackFromFourAddresses(email);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
      expect(right.status).toBe(429);
      expect(right.body.error).toEqual({
        code: 'RATE_LIMITED',
        message:
          'Too many sign-in attempts for this account. Please wait 15 minutes, or reset your password.',
      });
      const retryAfter = Number(right.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(right.headers.getSetCookie()).toEqual([]);
    });

    it('answers an unknown email exactly the same', async () => {
      const known = await attackFromFourAddresses((await signedInRenter(t, 'known')).email);
      const unknown = await attackFromFourAddresses(uniqueEmail('ghost'));
      expect(unknown.statuses).toEqual(known.statuses);
      expect(unknown.right.status).toBe(known.right.status);
      expect(unknown.right.body).toEqual(known.right.body);
    });

    describe('with a device cookie (a browser that signed in to the account before)', () => {
      const DEVICE_COOKIE = 'rentproof.device';

      /** A browser that signs in to the account with its password, as its owner does. */
      async function ownersBrowser(email: string) {
        const browser = new Visitor(t.app);
        const signedIn = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD });
        expect(signedIn.status).toBe(200);
        const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
        expect(cookie).toMatch(/; HttpOnly/i);
        expect(cookie).toMatch(/; SameSite=Lax/i);
        expect(cookie).toMatch(/; Max-Age=\d{8}/);
        return browser;
      }

      it("keeps the owner's browser signing in while strangers who locked the account stay refused", async () => {
        const { email } = await signedInRenter(t, 'device-owner');
        const owner = await ownersBrowser(email);
        await owner.post('/api/auth/sign-out');

        const { statuses, right } = await attackFromFourAddresses(email);
        expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
        expect(right.status).toBe(429);

        const back = await owner.post('/api/auth/sign-in/email', { email, password: PASSWORD });
        expect(back.status).toBe(200);
        expect((await owner.get('/api/session')).body.user.email).toBe(email);
        const stranger = await new Visitor(t.app).post('/api/auth/sign-in/email', {
          email,
          password: PASSWORD,
        });
        expect(stranger.status).toBe(429);
      });

      it("counts another account's cookie, or a tampered one, as a stranger's", async () => {
        const { email } = await signedInRenter(t, 'device-target');
        const other = await ownersBrowser((await signedInRenter(t, 'device-other')).email);
        const own = await ownersBrowser(email);
        await attackFromFourAddresses(email);

        const withCookie = async (value: string) => {
          const browser = new Visitor(t.app);
          browser.setCookie(DEVICE_COOKIE, value);
          return (await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status;
        };
        const ownValue = own.cookie(DEVICE_COOKIE) ?? '';
        // Its first character changed: one that already was an "a" must not stay the same.
        const tampered = `${ownValue.startsWith('a') ? 'b' : 'a'}${ownValue.slice(1)}`;
        expect(await withCookie(other.cookie(DEVICE_COOKIE) ?? '')).toBe(429);
        expect(await withCookie(tampered)).toBe(429);
        expect(await withCookie(ownValue)).toBe(200);
      });

      it("limits the browser's own failures on their own, leaving strangers' count alone", async () => {
        const { email } = await signedInRenter(t, 'device-typos');
        const cookie = (await ownersBrowser(email)).cookie(DEVICE_COOKIE) ?? '';
        // The same browser from a new address each time, so that only the per-account limits count.
        const owner = (password: string) => {
          const browser = new Visitor(t.app);
          browser.setCookie(DEVICE_COOKIE, cookie);
          return browser.post('/api/auth/sign-in/email', { email, password });
        };
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) statuses.push((await owner(`typo-number-${i}`)).status);
        expect(statuses).toEqual([...Array(10).fill(401), 429]);
        const limited = await owner(PASSWORD);
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
        const elsewhere = await new Visitor(t.app).post('/api/auth/sign-in/email', {
          email,
          password: PASSWORD,
        });
        expect(elsewhere.status).toBe(200);
      });
    });

    it('counts only failures: signing in often is not limited', async () => {
      const { email } = await signedInRenter(t, 'frequent');
      for (let i = 0; i < 9; i++) {
        await new Visitor(t.app).post('/api/auth/sign-in/email', { email, password: 'a-wrong-guess' });
      }
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await new Visitor(t.app).post('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
    });
  });
});

describe('sessions', () => {
  it('end when they expire', async () => {
    const { visitor, userId } = await signedInRenter(t, 'expired');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await visitor.get('/api/session')).body.user).toBeNull();
    expect((await visitor.get('/api/profile')).status).toBe(401);
  });

  it('end 30 days after sign-in however active: using one never moves its end', async () => {
    const { visitor, email } = await signedInRenter(t, 'lifetime');
    await visitor.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, sessionHash(visitor)));
    if (!session) throw new Error('The sign-in made no session');
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeCloseTo(THIRTY_DAYS, -4);

    // Signed in 29 days and 23 hours ago and used every day since: better-auth would refresh it for
    // another 30 days; it still ends one hour from now.
    const createdAt = new Date(Date.now() - THIRTY_DAYS + 60 * 60 * 1000);
    const expiresAt = new Date(createdAt.getTime() + THIRTY_DAYS);
    await t.db
      .update(sessions)
      .set({ createdAt, expiresAt, updatedAt: createdAt })
      .where(eq(sessions.id, session.id));
    for (let i = 0; i < 3; i++) expect((await visitor.get('/api/profile')).status).toBe(200);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(after?.expiresAt.getTime()).toBe(expiresAt.getTime());

    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - THIRTY_DAYS - 1000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    expect((await visitor.get('/api/profile')).status).toBe(401);
  });

  it('cannot be revoked by listed tokens (only their hashes exist): that endpoint is off', async () => {
    const { visitor } = await signedInRenter(t, 'revokeothers');
    const reply = await visitor.post('/api/auth/revoke-other-sessions');
    expect(reply.status).toBe(404);
    expect((await visitor.get('/api/session')).body.user).not.toBeNull();
  });
});

describe('sign-out', () => {
  it('ends the session', async () => {
    const { visitor } = await signedInRenter(t, 'signout');
    const stolenCookie = visitor.cookieHeader;
    expect((await visitor.post('/api/auth/sign-out')).status).toBe(200);
    expect((await visitor.get('/api/session')).body.user).toBeNull();
    const replay = await t.app.request('/api/profile', { headers: { cookie: stolenCookie } });
    expect(replay.status).toBe(401);
  });
});

describe('password reset', () => {
  it('emails a link that opens /update-password, sets the new password and signs in', async () => {
    const { email, visitor: oldDevice } = await signedInRenter(t, 'reset');
    const visitor = new Visitor(t.app);
    expect(
      (await visitor.post('/api/auth/request-password-reset', { email, redirectTo: '/update-password' }))
        .status,
    ).toBe(200);
    const opened = await follow(visitor, t.mail.lastLink(email, RESET_SUBJECT));
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location') ?? '', 'http://localhost:3000');
    expect(location.pathname).toBe('/update-password');
    const token = location.searchParams.get('token') ?? '';

    const reset = await visitor.post('/api/auth/reset-password', {
      token,
      newPassword: 'a-brand-new-secret',
    });
    expect(reset.status).toBe(200);
    expect((await visitor.get('/api/session')).body.user.email).toBe(email);
    // Whoever knew the old password is signed out everywhere.
    expect((await oldDevice.get('/api/session')).body.user).toBeNull();

    const again = await visitor.post('/api/auth/reset-password', {
      token,
      newPassword: 'another-new-secret',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('INVALID_TOKEN');

    expect(
      (await new Visitor(t.app).post('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await new Visitor(t.app).post('/api/auth/sign-in/email', { email, password: 'a-brand-new-secret' }))
        .status,
    ).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { email, userId } = await signedInRenter(t, 'resetexpired');
    const visitor = new Visitor(t.app);
    await visitor.post('/api/auth/request-password-reset', { email, redirectTo: '/update-password' });
    const link = t.mail.lastLink(email, RESET_SUBJECT);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, userId));
    const opened = await follow(visitor, link);
    expect(opened.headers.get('location')).toMatch(/[?&]error=INVALID_TOKEN/);
    const token = new URL(link).pathname.split('/').at(-1);
    const reply = await visitor.post('/api/auth/reset-password', {
      token,
      newPassword: 'a-brand-new-secret',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const reply = await new Visitor(t.app).post('/api/auth/request-password-reset', {
      email: 'ghost@example.com',
      redirectTo: '/update-password',
    });
    expect(reply.status).toBe(200);
    expect(t.mail.count('ghost@example.com', RESET_SUBJECT)).toBe(0);
  });

  it('refuses a common new password and keeps the token usable', async () => {
    const { email } = await signedInRenter(t, 'resetcommon');
    const visitor = new Visitor(t.app);
    await visitor.post('/api/auth/request-password-reset', { email, redirectTo: '/update-password' });
    const opened = await follow(visitor, t.mail.lastLink(email, RESET_SUBJECT));
    const token = new URL(opened.headers.get('location') ?? '', 'http://x').searchParams.get('token');
    const reply = await visitor.post('/api/auth/reset-password', { token, newPassword: 'password123' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('PASSWORD_TOO_COMMON');
    expect(
      (await visitor.post('/api/auth/reset-password', { token, newPassword: 'a-fine-new-passphrase' }))
        .status,
    ).toBe(200);
  });
});

describe('password change', () => {
  it('needs the current password', async () => {
    const { visitor, email } = await signedInRenter(t, 'change');
    const wrong = await visitor.post('/api/auth/change-password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'a-brand-new-secret',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_PASSWORD');
    expect(
      (await new Visitor(t.app).post('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('sets the new password and signs out the other sessions but not this one, unless told', async () => {
    const { visitor, email } = await signedInRenter(t, 'change');
    const laptop = new Visitor(t.app);
    await laptop.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const reply = await visitor.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a-brand-new-secret',
    });
    expect(reply.status).toBe(200);
    expect((await visitor.get('/api/session')).body.user.email).toBe(email);
    expect((await laptop.get('/api/session')).body.user).toBeNull();
    const signIn = (password: string) =>
      new Visitor(t.app).post('/api/auth/sign-in/email', { email, password });
    expect((await signIn('a-brand-new-secret')).status).toBe(200);
    expect((await signIn(PASSWORD)).status).toBe(401);
  });

  it('keeps the other sessions only when the caller says so', async () => {
    const { visitor, email } = await signedInRenter(t, 'changekeep');
    const laptop = new Visitor(t.app);
    await laptop.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const reply = await visitor.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a-brand-new-secret',
      revokeOtherSessions: false,
    });
    expect(reply.status).toBe(200);
    expect((await laptop.get('/api/session')).body.user.email).toBe(email);
    expect((await visitor.get('/api/session')).body.user.email).toBe(email);
  });

  it('refuses a short or common new password', async () => {
    const { visitor } = await signedInRenter(t, 'changebad');
    expect(
      (await visitor.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'short' }))
        .status,
    ).toBe(400);
    const common = await visitor.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'iloveyou123',
    });
    expect(common.body.error.code).toBe('PASSWORD_TOO_COMMON');
  });
});

describe('endpoints that send email', () => {
  it.each([
    ['/api/auth/send-verification-email', { callbackURL: '/verification-complete' }],
    ['/api/auth/request-password-reset', { redirectTo: '/update-password' }],
  ])('%s allows five requests a minute per address', async (path, fields) => {
    const visitor = new Visitor(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await visitor.post(path, { email: uniqueEmail('flood'), ...fields })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('session and reset tokens', () => {
  it('never appear in a JSON body: the session travels only in its HttpOnly cookie', async () => {
    const { email } = await signedInRenter(t, 'tokens');
    const visitor = new Visitor(t.app);
    const bodies: string[] = [];
    const secrets: string[] = [];
    const keep = (reply: Reply) => {
      bodies.push(JSON.stringify(reply.body));
      const session = visitor.cookie('rentproof.session_token');
      if (session) secrets.push(decodeURIComponent(session).split('.')[0] ?? '');
      return reply;
    };

    keep(await visitor.post('/api/auth/sign-in/email', { email, password: PASSWORD }));
    keep(await visitor.get('/api/session'));
    keep(await visitor.get('/api/profile'));
    keep(
      await visitor.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'a-brand-new-secret',
        revokeOtherSessions: true,
      }),
    );
    keep(await visitor.post('/api/auth/request-password-reset', { email, redirectTo: '/update-password' }));
    const opened = await follow(visitor, t.mail.lastLink(email, RESET_SUBJECT));
    const resetToken = new URL(opened.headers.get('location') ?? '', APP_URL).searchParams.get('token');
    secrets.push(resetToken ?? '');
    keep(
      await visitor.post('/api/auth/reset-password', {
        token: resetToken,
        newPassword: 'another-new-secret',
      }),
    );
    keep(await visitor.get('/api/session'));

    expect(bodies).toHaveLength(7);
    expect(new Set(secrets).size).toBeGreaterThanOrEqual(3);
    for (const body of bodies) {
      expect(body).not.toMatch(/"token"/i);
      for (const secret of secrets) expect(body).not.toContain(secret);
    }
  });
});
