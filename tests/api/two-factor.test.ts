import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, twoFactors, users, verifications } from '#server/platform/db/schema/auth';
import { PASSWORD, signedInRenter } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { codesNow, enableTwoFactor, signInFirstStep, TWO_FACTOR, wrongCode } from './support/two-factor';
import type { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_COOKIE = 'rentproof.session_token';
const sessionUser = async (visitor: Visitor) => (await visitor.get('/api/session')).body.user;

describe('enabling two-factor', () => {
  it('asks for the password, and is on only once a code from the app confirms it', async () => {
    const renter = await signedInRenter(t, 'tfa-enable');
    const refused = await renter.visitor.post(`${TWO_FACTOR}/enable`, { password: 'not-my-password-1' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('INVALID_PASSWORD');

    const enabled = await renter.visitor.post(`${TWO_FACTOR}/enable`, { password: PASSWORD });
    expect(enabled.status).toBe(200);
    const uri = new URL(enabled.body.totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('issuer')).toBe('Rentproof');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Rentproof:${renter.email}`);
    expect(enabled.body.backupCodes).toHaveLength(10);
    expect((await sessionUser(renter.visitor)).twoFactorEnabled).toBe(false);

    const secret = uri.searchParams.get('secret') ?? '';
    const wrong = await renter.visitor.post(`${TWO_FACTOR}/verify-totp`, { code: wrongCode(secret, 1) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('INVALID_CODE');
    expect((await sessionUser(renter.visitor)).twoFactorEnabled).toBe(false);
    // Until confirmed, signing in asks for no code.
    expect((await signInFirstStep(t, renter.email)).reply.body.twoFactorRedirect).toBeUndefined();

    const { current } = await codesNow(secret);
    const confirmed = await renter.visitor.post(`${TWO_FACTOR}/verify-totp`, { code: current });
    expect(confirmed.status).toBe(200);
    expect(JSON.stringify(confirmed.body)).not.toContain('token');
    expect((await sessionUser(renter.visitor)).twoFactorEnabled).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, renter.userId));
    expect(row?.twoFactorEnabled).toBe(true);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the password, refuses a wrong one and signs in with the right one', async () => {
    const renter = await signedInRenter(t, 'tfa-signin');
    const { secret } = await enableTwoFactor(renter);

    const { visitor, reply } = await signInFirstStep(t, renter.email);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(visitor.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await sessionUser(visitor)).toBeNull();
    expect((await visitor.get('/api/profile')).status).toBe(401);

    const wrong = await visitor.post(`${TWO_FACTOR}/verify-totp`, { code: wrongCode(secret, 2) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('INVALID_CODE');
    expect(await sessionUser(visitor)).toBeNull();

    const { next } = await codesNow(secret);
    const right = await visitor.post(`${TWO_FACTOR}/verify-totp`, { code: next });
    expect(right.status).toBe(200);
    expect(JSON.stringify(right.body)).not.toContain('"token"');
    expect((await sessionUser(visitor)).id).toBe(renter.userId);
  });

  it('needs the first step: a code alone opens nothing', async () => {
    const renter = await signedInRenter(t, 'tfa-nocookie');
    const { secret } = await enableTwoFactor(renter);
    const { visitor } = await signInFirstStep(t, `nobody-${renter.email}`);
    const reply = await visitor.post(`${TWO_FACTOR}/verify-totp`, { code: (await codesNow(secret)).next });
    expect(reply.status).toBe(401);
    expect(await sessionUser(visitor)).toBeNull();
  });

  it('refuses a code that was already used, even within its 30 seconds', async () => {
    const renter = await signedInRenter(t, 'tfa-replay');
    const { secret, usedCode } = await enableTwoFactor(renter);

    // The code that confirmed the app.
    const first = await signInFirstStep(t, renter.email);
    const replayed = await first.visitor.post(`${TWO_FACTOR}/verify-totp`, { code: usedCode });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.code).toBe('CODE_ALREADY_USED');
    expect(await sessionUser(first.visitor)).toBeNull();

    // A code that signed someone in.
    const { next } = await codesNow(secret);
    expect((await first.visitor.post(`${TWO_FACTOR}/verify-totp`, { code: next })).status).toBe(200);
    const second = await signInFirstStep(t, renter.email);
    const again = await second.visitor.post(`${TWO_FACTOR}/verify-totp`, { code: next });
    expect(again.status).toBe(401);
    expect(await sessionUser(second.visitor)).toBeNull();

    // The same code sent from two browsers at once signs in one of them. The code is one still
    // valid and never used: on a slow machine a 30 s step may have passed since the codes above.
    const racers = [await signInFirstStep(t, renter.email), await signInFirstStep(t, renter.email)];
    const used = new Set([usedCode, next]);
    const fresh = Object.values(await codesNow(secret)).find((code) => !used.has(code));
    const statuses = await Promise.all(
      racers.map(({ visitor }) => visitor.post(`${TWO_FACTOR}/verify-totp`, { code: fresh })),
    );
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('takes each backup code once, and only once', async () => {
    const renter = await signedInRenter(t, 'tfa-backup');
    const { backupCodes } = await enableTwoFactor(renter);
    const [code, other] = backupCodes as [string, string];

    const first = await signInFirstStep(t, renter.email);
    const used = await first.visitor.post(`${TWO_FACTOR}/verify-backup-code`, { code });
    expect(used.status).toBe(200);
    expect((await sessionUser(first.visitor)).id).toBe(renter.userId);

    const second = await signInFirstStep(t, renter.email);
    const reused = await second.visitor.post(`${TWO_FACTOR}/verify-backup-code`, { code });
    expect(reused.status).toBe(401);
    expect(await sessionUser(second.visitor)).toBeNull();
    expect((await second.visitor.post(`${TWO_FACTOR}/verify-backup-code`, { code: other })).status).toBe(200);
    expect((await sessionUser(second.visitor)).id).toBe(renter.userId);
  });

  it('refuses the sixth code from one address within five minutes with 429, even a right one', async () => {
    const renter = await signedInRenter(t, 'tfa-limit');
    const { secret } = await enableTwoFactor(renter);
    const { visitor } = await signInFirstStep(t, renter.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await visitor.post(`${TWO_FACTOR}/verify-totp`, { code: wrongCode(secret, 10 + i) })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await visitor.post(`${TWO_FACTOR}/verify-totp`, { code: (await codesNow(secret)).next });
    expect(right.status).toBe(429);
    expect(right.body.error.code).toBe('RATE_LIMITED');
    expect(await sessionUser(visitor)).toBeNull();
    // Counted in the database, so every server process shares the count.
    const [counter] = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `${visitor.ip}%two-factor/verify-totp`));
    expect(counter?.count).toBe(5);
  });
});

describe('an account locked after ten wrong codes', () => {
  it('is answered 429 with Retry-After and a message saying how long, even to the right code', async () => {
    const renter = await signedInRenter(t, 'tfa-lockout');
    const { secret } = await enableTwoFactor(renter);
    // Five tries a challenge and five an address in five minutes: two browsers make the ten.
    for (let round = 0; round < 2; round++) {
      const { visitor } = await signInFirstStep(t, renter.email);
      for (let i = 0; i < 5; i++) {
        const reply = await visitor.post(`${TWO_FACTOR}/verify-totp`, {
          code: wrongCode(secret, 100 + round * 10 + i),
        });
        expect(reply.status).toBe(401);
      }
    }
    const { visitor } = await signInFirstStep(t, renter.email);
    const locked = await visitor.post(`${TWO_FACTOR}/verify-totp`, {
      code: (await codesNow(secret)).next,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many wrong codes for this account. Try again in 15 minutes.',
    });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await sessionUser(visitor)).toBeNull();
  });
});

describe('disabling two-factor', () => {
  it('needs the right password; then sign-in asks for no code', async () => {
    const renter = await signedInRenter(t, 'tfa-disable');
    await enableTwoFactor(renter);
    const refused = await renter.visitor.post(`${TWO_FACTOR}/disable`, { password: 'not-my-password-1' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('INVALID_PASSWORD');
    expect((await sessionUser(renter.visitor)).twoFactorEnabled).toBe(true);

    const disabled = await renter.visitor.post(`${TWO_FACTOR}/disable`, { password: PASSWORD });
    expect(disabled.status).toBe(200);
    expect((await sessionUser(renter.visitor)).twoFactorEnabled).toBe(false);
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, renter.userId))).toEqual([]);

    const { visitor, reply } = await signInFirstStep(t, renter.email);
    expect(reply.status).toBe(200);
    expect(reply.body.twoFactorRedirect).toBeUndefined();
    expect((await sessionUser(visitor)).id).toBe(renter.userId);
  });
});

describe('two-factor secrets at rest', () => {
  it('stores the secret and the backup codes encrypted, and no used code as text', async () => {
    const renter = await signedInRenter(t, 'tfa-rest');
    const { secret, backupCodes, usedCode } = await enableTwoFactor(renter);
    const rawSecret = Buffer.from(secret, 'utf8').length ? decodedSecret(secret) : '';
    const rows = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, renter.userId));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(rawSecret.length).toBe(32);
    for (const plain of [secret, rawSecret, ...backupCodes]) expect(stored).not.toContain(plain);
    expect(rows[0]?.secret).not.toBe(rows[0]?.backupCodes);
    const storedVerifications = JSON.stringify(await t.db.select().from(verifications));
    expect(storedVerifications).not.toContain(usedCode);
  });
});

/** The secret as better-auth generated it: the bytes the URI's base32 stands for. */
function decodedSecret(base32: string) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2))).toString('utf8');
}
