import { makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, twoFactors, verifications } from '#server/platform/db/schema/auth';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import {
  CONFIRM_SUBJECT,
  follow,
  PASSWORD,
  RESET_SUBJECT,
  signedInRenter,
  signUp,
  uniqueEmail,
} from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { enableTwoFactor, signInFirstStep } from '../support/two-factor';
import { Visitor } from '../support/visitor';

/**
 * Finding 2: someone who reads the database (a backup, a leaked dump, an administrator) must not
 * find a session or an emailed link they can use. The test makes every kind of secret the app hands
 * out, reads the `sessions` and `verifications` tables directly, and tries what it finds.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_COOKIE = 'rentproof.session_token';

/** The token inside a visitor's signed session cookie (`token.signature`). */
const cookieToken = (visitor: Visitor) =>
  decodeURIComponent(visitor.cookie(SESSION_COOKIE) ?? '').split('.')[0] ?? '';

/** A visitor carrying a correctly signed session cookie for `token`, as if forged with the secret. */
async function visitorWithSessionToken(token: string) {
  const auth = await t.services.auth.$context;
  const visitor = new Visitor(t.app);
  visitor.setCookie(
    SESSION_COOKIE,
    encodeURIComponent(`${token}.${await makeSignature(token, auth.secret)}`),
  );
  return visitor;
}

async function storedValues() {
  const rows = [...(await t.db.select().from(sessions)), ...(await t.db.select().from(verifications))];
  return rows.flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string'));
}

describe('secrets in the database', () => {
  it('are stored only as hashes: no stored value opens a session or resets a password', async () => {
    // A sign-up (confirmation link), a sign-in (session cookie), a reset request (reset link), a
    // sign-up with a registered address (the owner's reset link) and a confirmation (session).
    const owner = await signedInRenter(t, 'secrets-owner');
    const laptop = new Visitor(t.app);
    expect(
      (await laptop.post('/api/auth/sign-in/email', { email: owner.email, password: PASSWORD })).status,
    ).toBe(200);
    await laptop.post('/api/auth/request-password-reset', {
      email: owner.email,
      redirectTo: '/update-password',
    });
    const resetToken = new URL(t.mail.lastLink(owner.email, RESET_SUBJECT)).pathname.split('/').at(-1) ?? '';
    await signUp(new Visitor(t.app), { email: owner.email });
    const notice = t.mail.messages.filter((m) => m.to === owner.email).at(-1)?.text ?? '';
    const noticeResetToken = notice.match(/reset-password\/([^?\s]+)/)?.[1] ?? '';

    const newcomer = new Visitor(t.app);
    const newcomerEmail = uniqueEmail('secrets-new');
    await signUp(newcomer, { email: newcomerEmail });
    const confirmLink = t.mail.lastLink(newcomerEmail, CONFIRM_SUBJECT);
    const confirmToken = new URL(confirmLink).searchParams.get('token') ?? '';
    await follow(newcomer, confirmLink);

    const secrets = {
      fixtureSession: cookieToken(owner.visitor),
      signInSession: cookieToken(laptop),
      confirmedSession: cookieToken(newcomer),
      resetToken,
      noticeResetToken,
      confirmToken,
    };
    for (const secret of Object.values(secrets)) expect(secret.length).toBeGreaterThan(20);
    expect(new Set(Object.values(secrets)).size).toBe(6);

    // (a) No stored value is, or holds, a token the app handed out.
    const stored = await storedValues();
    expect(stored.length).toBeGreaterThan(10);
    for (const value of stored) {
      for (const secret of Object.values(secrets)) expect(value).not.toContain(secret);
    }
    // The session row holds the hex SHA-256 of the cookie's token (the format of migration 0009).
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, hashSecretToken(secrets.signInSession)));
    expect(row?.userId).toBe(owner.userId);

    // (b) A correctly signed cookie made from any stored session token opens nothing...
    const sessionRows = await t.db.select().from(sessions);
    expect(sessionRows.length).toBeGreaterThanOrEqual(3);
    for (const session of sessionRows) {
      const forged = await visitorWithSessionToken(session.token);
      expect((await forged.get('/api/session')).body.user).toBeNull();
      expect((await forged.get('/api/profile')).status).toBe(401);
    }
    // ...while the same forgery with the real token works: the check above is not vacuous.
    const real = await visitorWithSessionToken(secrets.signInSession);
    expect((await real.get('/api/profile')).status).toBe(200);

    // (c) No stored verification value resets a password or confirms an address.
    const verificationRows = await t.db.select().from(verifications);
    expect(verificationRows.length).toBeGreaterThanOrEqual(3);
    for (const verification of verificationRows) {
      for (const candidate of [verification.identifier, verification.value, verification.id]) {
        const reset = await new Visitor(t.app).post('/api/auth/reset-password', {
          token: candidate,
          newPassword: 'an-attackers-passphrase',
        });
        expect(reset.status).toBe(400);
        expect(reset.body.error.code).toBe('INVALID_TOKEN');
        const opened = await new Visitor(t.app).get(
          `/api/auth/reset-password/${encodeURIComponent(candidate)}?callbackURL=/update-password`,
        );
        expect(opened.headers.get('location')).toMatch(/[?&]error=INVALID_TOKEN/);
        const confirmed = await new Visitor(t.app).get(
          `/api/auth/verify-email?token=${encodeURIComponent(candidate)}&callbackURL=/verification-complete`,
        );
        expect(confirmed.headers.get('location')).toMatch(/[?&]error=/);
        expect(confirmed.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
      }
    }
    const signIn = (password: string) =>
      new Visitor(t.app).post('/api/auth/sign-in/email', { email: owner.email, password });
    expect((await signIn('an-attackers-passphrase')).status).toBe(401);

    // The emailed reset link itself still works.
    const reset = await new Visitor(t.app).post('/api/auth/reset-password', {
      token: secrets.resetToken,
      newPassword: 'the-owners-new-passphrase',
    });
    expect(reset.status).toBe(200);
    expect((await signIn('the-owners-new-passphrase')).status).toBe(200);
  });

  it('keeps the fixture honest: signedInRenter stores the hash and hands the test the token', async () => {
    const { visitor, userId } = await signedInRenter(t, 'secrets-fixture');
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.map((row) => row.token)).toEqual([hashSecretToken(cookieToken(visitor))]);
    expect((await visitor.get('/api/profile')).status).toBe(200);
  });

  it('keeps two-factor secrets encrypted: no stored value is the app secret, a backup code or a challenge', async () => {
    const renter = await signedInRenter(t, 'secrets-2fa');
    const { secret, backupCodes } = await enableTwoFactor(renter);
    const { visitor } = await signInFirstStep(t, renter.email);
    // The pending sign-in's cookie: `<identifier>.<signature>`.
    const challenge = decodeURIComponent(visitor.cookie('rentproof.two_factor') ?? '').split('.')[0] ?? '';
    expect(challenge.length).toBeGreaterThan(10);

    const twoFactorRows = await t.db.select().from(twoFactors);
    expect(twoFactorRows.length).toBeGreaterThanOrEqual(1);
    const stored = [
      ...(await storedValues()),
      ...twoFactorRows.flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string')),
    ];
    for (const value of stored) {
      for (const plain of [secret, challenge, ...backupCodes]) expect(value).not.toContain(plain);
    }
  });
});
