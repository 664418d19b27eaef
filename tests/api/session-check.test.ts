import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '#server/platform/db/schema/auth';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import { PASSWORD, signedInRenter } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

// Our session check (platform/auth/find-session.ts, decision 025): better-auth's cookie read and
// verified without better-auth, one query per request, and every session better-auth would refuse
// refused too.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COOKIE = 'rentproof.session_token';
const LIST = '/api/photos?limit=50';

/** The token and signature of a visitor's cookie, as better-auth signed them. */
function cookieParts(visitor: Visitor) {
  const value = decodeURIComponent(visitor.cookie(COOKIE) ?? '');
  const dot = value.lastIndexOf('.');
  return { token: value.slice(0, dot), signature: value.slice(dot + 1) };
}

/** The same request with the session cookie's value replaced. */
function withCookie(value: string) {
  return t.app.request(LIST, { headers: { cookie: `${COOKIE}=${encodeURIComponent(value)}` } });
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({
    error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
  });
}

/** A character of a base64 or base64url string changed to another one of the same alphabet. */
const flip = (text: string, at: number) =>
  text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

describe('the session check', () => {
  it('lets a signed-in request through', async () => {
    const { visitor } = await signedInRenter(t, 'check');
    const reply = await visitor.get(LIST);
    expect(reply.status).toBe(200);
    expect(reply.body.photos).toEqual([]);
  });

  it('reads the cookie of a real sign-in, in the format better-auth writes it', async () => {
    const { email, userId } = await signedInRenter(t, 'realsignin');
    const visitor = new Visitor(t.app);
    expect((await visitor.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    // `token.signature`: the signature an HMAC-SHA256 in padded base64. A change of better-auth's
    // format fails here first.
    const { token, signature } = cookieParts(visitor);
    expect(token).toMatch(/^[\w-]{16,}$/);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, hashSecretToken(token)));
    expect(row?.userId).toBe(userId);

    expect((await visitor.get(LIST)).status).toBe(200);
    const session = await visitor.get('/api/session');
    expect(session.body.user).toMatchObject({ id: userId, email });
  });

  it('refuses a cookie whose signature was changed', async () => {
    const { visitor } = await signedInRenter(t, 'badsignature');
    const { token, signature } = cookieParts(visitor);
    await expectRefused(await withCookie(`${token}.${flip(signature, 5)}`));
  });

  it('refuses a changed token under the old signature', async () => {
    const { visitor } = await signedInRenter(t, 'badtoken');
    const { token, signature } = cookieParts(visitor);
    await expectRefused(await withCookie(`${flip(token, 3)}.${signature}`));
  });

  it('refuses the token alone, unsigned, and the token signed with another secret', async () => {
    const { visitor } = await signedInRenter(t, 'unsigned');
    const { token } = cookieParts(visitor);
    await expectRefused(await withCookie(token));
    await expectRefused(await withCookie(`${token}.`));
    const other = await createTestApp();
    try {
      const stranger = await signedInRenter(other, 'otherapp');
      await expectRefused(await withCookie(`${token}.${cookieParts(stranger.visitor).signature}`));
    } finally {
      await other.close();
    }
  });

  it('refuses an expired session', async () => {
    const { visitor, userId } = await signedInRenter(t, 'expiredcheck');
    expect((await visitor.get(LIST)).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    await expectRefused(await t.app.request(LIST, { headers: { cookie: visitor.cookieHeader } }));
    expect((await visitor.get('/api/session')).body.user).toBeNull();
  });

  it('refuses a revoked session on its very next request', async () => {
    const { visitor } = await signedInRenter(t, 'revokedcheck');
    expect((await visitor.get(LIST)).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.token, hashSecretToken(cookieParts(visitor).token)));
    await expectRefused(await t.app.request(LIST, { headers: { cookie: visitor.cookieHeader } }));
  });

  it('refuses the session of a deleted user', async () => {
    const { visitor, userId } = await signedInRenter(t, 'deleteduser');
    expect((await visitor.get(LIST)).status).toBe(200);
    await t.db.delete(users).where(eq(users.id, userId));
    await expectRefused(await t.app.request(LIST, { headers: { cookie: visitor.cookieHeader } }));
  });

  it('reads only the cookie of its own name: on https that is the __Secure- one', async () => {
    const secure = await createTestApp({
      env: { APP_URL: 'https://rentproof.example', MAIL_TO_LOG: 'true' },
    });
    try {
      const { visitor } = await signedInRenter(secure, 'secure');
      const value = visitor.cookie(`__Secure-${COOKIE}`);
      expect(value).toBeDefined();
      const request = (cookie: string) => secure.app.request(LIST, { headers: { cookie } });
      expect((await request(`__Secure-${COOKIE}=${value}`)).status).toBe(200);
      await expectRefused(await request(`${COOKIE}=${value}`));
    } finally {
      await secure.close();
    }
  });

  it('costs one query: sessions joined to users by the token hash', async () => {
    const { visitor } = await signedInRenter(t, 'onequery');
    expect((await visitor.get('/api/profile')).status).toBe(200);
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    try {
      // The check, then the profile's own read.
      expect((await visitor.get('/api/profile')).status).toBe(200);
      expect(query).toHaveBeenCalledTimes(2);
      const [first] = query.mock.calls[0] ?? [];
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      expect(text).toMatch(/from "sessions" inner join "users"/);
    } finally {
      query.mockRestore();
    }
  });
});
