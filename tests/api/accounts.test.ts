import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions, users, verifications } from '../../src/server/db/schema/auth';
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

  it("answers a registered email with the spec's message and changes nothing", async () => {
    const { email } = await signedInRenter(t, 'duplicate');
    const reply = await signUp(new Visitor(t.app), { email, name: 'Someone Else' });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toEqual({
      code: 'EMAIL_IN_USE',
      message: 'This email is already registered. Please sign in or use a different email.',
    });
    const [user] = await usersWithEmail(email);
    expect(user?.name).toBe('Jamie Renter');
  });

  it('answers a double-submitted form with one account and the same message for the copy', async () => {
    const email = uniqueEmail('double');
    const replies = await Promise.all([
      signUp(new Visitor(t.app), { email }),
      signUp(new Visitor(t.app), { email }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422]);
    expect(replies.find((reply) => reply.status === 422)?.body.error).toEqual({
      code: 'EMAIL_IN_USE',
      message: 'This email is already registered. Please sign in or use a different email.',
    });
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
      visitor.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await attempt();
    expect(limited.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    const counters = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `${visitor.ip}%`));
    expect(counters.length).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (
        await new Visitor(t.app).post('/api/auth/sign-in/email', {
          email: 'nobody@example.com',
          password: 'x',
        })
      ).status,
    ).toBe(401);
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

  it('sets the new password and, when asked, signs out the other sessions but not this one', async () => {
    const { visitor, email } = await signedInRenter(t, 'change');
    const laptop = new Visitor(t.app);
    await laptop.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    const reply = await visitor.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a-brand-new-secret',
      revokeOtherSessions: true,
    });
    expect(reply.status).toBe(200);
    expect((await visitor.get('/api/session')).body.user.email).toBe(email);
    expect((await laptop.get('/api/session')).body.user).toBeNull();
    const signIn = (password: string) =>
      new Visitor(t.app).post('/api/auth/sign-in/email', { email, password });
    expect((await signIn('a-brand-new-secret')).status).toBe(200);
    expect((await signIn(PASSWORD)).status).toBe(401);
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
