import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '#server/platform/db/schema/auth';
import {
  CONFIRM_SUBJECT,
  follow,
  PASSWORD,
  RESET_SUBJECT,
  signedInRenter,
  signUp,
  uniqueEmail,
} from './support/accounts';
import {
  FACEBOOK_CLIENT_ID,
  GOOGLE_CLIENT_ID,
  MockFacebook,
  MockGoogle,
  type ProviderPerson,
  routeProvidersTo,
  SOCIAL_ENV,
} from './support/social-providers';
import { createTestApp, type TestApp } from './support/test-app';
import { codesNow, enableTwoFactor, TWO_FACTOR } from './support/two-factor';
import { type Reply, Visitor } from './support/visitor';

// docs/product.md §31: Google and Facebook sign-in, driven end to end against local stand-ins for
// both providers (decision 024).

const google = new MockGoogle();
const facebook = new MockFacebook();
let providers: ReturnType<typeof routeProvidersTo>;
let t: TestApp;
let people = 0;

beforeAll(async () => {
  await Promise.all([google.start(), facebook.start()]);
  providers = routeProvidersTo(google, facebook);
  t = await createTestApp({ env: SOCIAL_ENV });
});

afterEach(() => google.reset());

afterAll(async () => {
  providers?.restore();
  await t?.close();
  await Promise.all([google.stop(), facebook.stop()]);
});

function person(overrides: Partial<ProviderPerson> = {}): ProviderPerson {
  people += 1;
  return {
    sub: `provider-user-${people}-${Date.now()}`,
    email: uniqueEmail('social'),
    name: 'Robin Social',
    ...overrides,
  };
}

type Provider = 'google' | 'facebook';

/**
 * A browser going through the whole sign-in: our page asks the app for the provider's address, the
 * browser opens it (the provider signs its person in and redirects back with a code and the state),
 * and the browser brings that back to the app's callback with its cookies.
 */
async function signInWith(
  visitor: Visitor,
  provider: Provider,
  options: { callbackURL?: string; alterCallback?: (url: URL) => void } = {},
): Promise<Reply> {
  const callback = await visitProvider(visitor, provider, options.callbackURL ?? '/dashboard');
  options.alterCallback?.(callback);
  return visitor.get(callback.pathname + callback.search);
}

/** The first two steps of signInWith: the app's callback address the provider redirects to. */
async function visitProvider(visitor: Visitor, provider: Provider, callbackURL: string): Promise<URL> {
  const start = await visitor.post('/api/auth/sign-in/social', {
    provider,
    callbackURL,
    errorCallbackURL: '/login',
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const authorization = new URL(start.body.url as string);
  expect(authorization.origin).toBe(
    provider === 'google' ? 'https://accounts.google.com' : 'https://www.facebook.com',
  );
  expect(authorization.searchParams.get('client_id')).toBe(
    provider === 'google' ? GOOGLE_CLIENT_ID : FACEBOOK_CLIENT_ID,
  );
  const atProvider = await fetch(authorization, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location') ?? '');
  expect(callback.origin + callback.pathname).toBe(`http://localhost:3000/api/auth/callback/${provider}`);
  return callback;
}

/** Where a reply redirects to, and the `error` it names, if any. */
function redirect(reply: Reply) {
  expect(reply.status).toBe(302);
  const location = new URL(reply.headers.get('location') ?? '', 'http://localhost:3000');
  return { path: location.pathname, error: location.searchParams.get('error') };
}

async function sessionUser(visitor: Visitor) {
  const reply = await visitor.get('/api/session');
  return reply.status === 200
    ? (reply.body.user as { id: string; fullName: string; email: string } | null)
    : null;
}

async function userByEmail(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return user;
}

async function accountsOf(userId: string) {
  const rows = await t.db.select().from(accounts).where(eq(accounts.userId, userId));
  return rows.map((row) => row.providerId).sort();
}

describe('Google sign-in', () => {
  it('creates a confirmed account with the name and email Google gives and lands on the dashboard', async () => {
    google.person = person({ emailVerified: true });
    const visitor = new Visitor(t.app);

    const landed = redirect(await signInWith(visitor, 'google'));

    expect(landed).toEqual({ path: '/dashboard', error: null });
    const user = await sessionUser(visitor);
    expect(user).toMatchObject({ fullName: 'Robin Social', email: google.person.email });
    const row = await userByEmail(google.person.email);
    expect(row?.emailVerified).toBe(true);
    expect(await accountsOf(row!.id)).toEqual(['google']);
  });

  it('signs the same person into the same account the next time', async () => {
    google.person = person({ emailVerified: true });
    const first = new Visitor(t.app);
    await signInWith(first, 'google');
    const second = new Visitor(t.app);

    expect(redirect(await signInWith(second, 'google')).path).toBe('/dashboard');

    expect((await sessionUser(second))?.id).toBe((await sessionUser(first))?.id);
    const rows = await t.db.select().from(users).where(eq(users.email, google.person.email));
    expect(rows).toHaveLength(1);
  });

  it('returns to the page the sign-in was started from', async () => {
    google.person = person({ emailVerified: true });
    const visitor = new Visitor(t.app);

    const landed = redirect(await signInWith(visitor, 'google', { callbackURL: '/company-settings' }));

    expect(landed.path).toBe('/company-settings');
    expect(await sessionUser(visitor)).not.toBeNull();
  });

  it('keeps the provider tokens encrypted, never as Google sent them', async () => {
    google.person = person({ emailVerified: true });
    await signInWith(new Visitor(t.app), 'google');
    const user = await userByEmail(google.person.email);

    const [account] = await t.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user!.id), eq(accounts.providerId, 'google')));

    expect(account?.accessToken).toBeTruthy();
    expect(account?.accessToken?.split('.')).not.toHaveLength(3);
  });
});

describe('An account that signs in only with Google', () => {
  it('has no password, and deletes itself with a fresh sign-in instead', async () => {
    google.person = person({ emailVerified: true });
    const visitor = new Visitor(t.app);
    await signInWith(visitor, 'google');
    const user = await userByEmail(google.person.email);
    expect(await accountsOf(user!.id)).toEqual(['google']);

    const deleted = await visitor.request('DELETE', '/api/account', {});

    expect(deleted.status).toBe(204);
    expect(await userByEmail(google.person.email)).toBeUndefined();
  });
});

describe('Linking Google to an existing account', () => {
  it('joins a confirmed account of the same address when Google says the address is verified', async () => {
    const renter = await signedInRenter(t, 'linked');
    google.person = person({ email: renter.email, emailVerified: true });
    const visitor = new Visitor(t.app);

    expect(redirect(await signInWith(visitor, 'google')).path).toBe('/dashboard');

    expect((await sessionUser(visitor))?.id).toBe(renter.userId);
    expect(await accountsOf(renter.userId)).toEqual(['credential', 'google']);
    const byPassword = new Visitor(t.app);
    const signIn = await byPassword.post('/api/auth/sign-in/email', {
      email: renter.email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect((await sessionUser(byPassword))?.id).toBe(renter.userId);
  });

  it('does not take over an unconfirmed account of the same address', async () => {
    const email = uniqueEmail('unconfirmed');
    expect((await signUp(new Visitor(t.app), { email })).status).toBe(200);
    google.person = person({ email, emailVerified: true });
    const visitor = new Visitor(t.app);

    expect(redirect(await signInWith(visitor, 'google'))).toEqual({
      path: '/login',
      error: 'account_not_linked',
    });

    expect(await sessionUser(visitor)).toBeNull();
    const user = await userByEmail(email);
    expect(user?.emailVerified).toBe(false);
    expect(await accountsOf(user!.id)).toEqual(['credential']);
  });

  it('does not join a confirmed account when Google has not verified the address', async () => {
    const renter = await signedInRenter(t, 'unverified-at-google');
    google.person = person({ email: renter.email, emailVerified: false });
    const visitor = new Visitor(t.app);

    expect(redirect(await signInWith(visitor, 'google')).error).toBe('account_not_linked');

    expect(await sessionUser(visitor)).toBeNull();
    expect(await accountsOf(renter.userId)).toEqual(['credential']);
  });
});

describe('An account with two-factor on', () => {
  it('signing in with Google is asked for a code from the app before it has a session', async () => {
    const renter = await signedInRenter(t, 'google-two-factor');
    const { secret, backupCodes, usedCode } = await enableTwoFactor(renter);
    google.person = person({ email: renter.email, emailVerified: true });

    const visitor = new Visitor(t.app);
    const reply = await signInWith(visitor, 'google');
    expect(reply.headers.get('location')).toBe('/login?step=two-factor');
    expect(await sessionUser(visitor)).toBeNull();
    const wrong = await visitor.post(`${TWO_FACTOR}/verify-totp`, {
      code: '000000' === usedCode ? '111111' : '000000',
    });
    expect(wrong.status).not.toBe(200);
    expect(await sessionUser(visitor)).toBeNull();

    const codes = await codesNow(secret);
    const code = [codes.current, codes.next].find((candidate) => candidate !== usedCode);
    const verified = await visitor.post(`${TWO_FACTOR}/verify-totp`, { code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await sessionUser(visitor))?.id).toBe(renter.userId);

    const again = new Visitor(t.app);
    await signInWith(again, 'google');
    expect((await again.post(`${TWO_FACTOR}/verify-backup-code`, { code: backupCodes[0] })).status).toBe(200);
    expect((await sessionUser(again))?.id).toBe(renter.userId);
  });

  it('signing in with Google without the challenge cookie gets no session from a code', async () => {
    const renter = await signedInRenter(t, 'google-two-factor-other');
    const { secret, usedCode } = await enableTwoFactor(renter);
    google.person = person({ email: renter.email, emailVerified: true });
    await signInWith(new Visitor(t.app), 'google');

    const elsewhere = new Visitor(t.app);
    const codes = await codesNow(secret);
    const code = [codes.current, codes.next].find((candidate) => candidate !== usedCode);
    expect((await elsewhere.post(`${TWO_FACTOR}/verify-totp`, { code })).status).not.toBe(200);
    expect(await sessionUser(elsewhere)).toBeNull();
  });
});

describe('An address Google has not verified', () => {
  it('makes an unconfirmed account that signs in once the emailed link confirms it', async () => {
    google.person = person({ emailVerified: false });
    const visitor = new Visitor(t.app);

    expect(redirect(await signInWith(visitor, 'google'))).toEqual({
      path: '/login',
      error: 'email_not_verified',
    });
    expect(await sessionUser(visitor)).toBeNull();
    expect((await userByEmail(google.person.email))?.emailVerified).toBe(false);

    await follow(visitor, t.mail.lastLink(google.person.email, CONFIRM_SUBJECT));
    expect((await userByEmail(google.person.email))?.emailVerified).toBe(true);
    const later = new Visitor(t.app);
    expect(redirect(await signInWith(later, 'google')).path).toBe('/dashboard');
    expect((await sessionUser(later))?.email).toBe(google.person.email);
  });
});

describe('What Google sends is checked', () => {
  it('refuses an id_token signed by a key Google did not publish', async () => {
    google.person = person({ emailVerified: true });
    google.replacementIdToken = await google.forgedIdToken();
    const visitor = new Visitor(t.app);

    expect(redirect(await signInWith(visitor, 'google'))).toEqual({
      path: '/login',
      error: 'unable_to_get_user_info',
    });

    expect(await sessionUser(visitor)).toBeNull();
    expect(await userByEmail(google.person.email)).toBeUndefined();
  });

  it('refuses an id_token issued to another app', async () => {
    google.person = person({ emailVerified: true });
    google.idTokenClaims = { aud: 'another-app.apps.googleusercontent.com' };
    const visitor = new Visitor(t.app);

    expect(redirect(await signInWith(visitor, 'google')).error).toBe('unable_to_get_user_info');

    expect(await sessionUser(visitor)).toBeNull();
    expect(await userByEmail(google.person.email)).toBeUndefined();
  });

  it('refuses an id_token from another issuer', async () => {
    google.person = person({ emailVerified: true });
    google.idTokenClaims = { iss: 'https://accounts.example.com' };
    const visitor = new Visitor(t.app);

    expect(redirect(await signInWith(visitor, 'google')).error).toBe('unable_to_get_user_info');
    expect(await userByEmail(google.person.email)).toBeUndefined();
  });

  it('refuses a callback whose state was tampered with', async () => {
    google.person = person({ emailVerified: true });
    const visitor = new Visitor(t.app);

    const reply = await signInWith(visitor, 'google', {
      alterCallback: (url) => url.searchParams.set('state', `${url.searchParams.get('state')}x`),
    });

    const landed = redirect(reply);
    expect(landed.path).toBe('/login');
    expect(landed.error).toMatch(/state/);
    expect(await sessionUser(visitor)).toBeNull();
    expect(await userByEmail(google.person.email)).toBeUndefined();
  });

  it('refuses a callback brought back by another browser than the one that started', async () => {
    google.person = person({ emailVerified: true });
    const starter = new Visitor(t.app);
    const other = new Visitor(t.app);

    const callback = await visitProvider(starter, 'google', '/dashboard');
    const landed = redirect(await other.get(callback.pathname + callback.search));

    expect(landed.path).toBe('/login');
    expect(landed.error).toMatch(/state/);
    expect(await sessionUser(other)).toBeNull();
  });
});

describe('Facebook sign-in', () => {
  it('signs a person in through the Graph API once the address is confirmed, then straight to the dashboard', async () => {
    facebook.person = person({ name: 'Frankie Facebook' });
    const visitor = new Visitor(t.app);

    // Facebook never says an address is verified, so a new account is confirmed by email first.
    expect(redirect(await signInWith(visitor, 'facebook'))).toEqual({
      path: '/login',
      error: 'email_not_verified',
    });
    const user = await userByEmail(facebook.person.email);
    expect(user).toMatchObject({ name: 'Frankie Facebook', emailVerified: false });
    expect(await accountsOf(user!.id)).toEqual(['facebook']);
    await follow(visitor, t.mail.lastLink(facebook.person.email, CONFIRM_SUBJECT));

    const later = new Visitor(t.app);
    expect(redirect(await signInWith(later, 'facebook')).path).toBe('/dashboard');
    expect(await sessionUser(later)).toMatchObject({ id: user!.id, fullName: 'Frankie Facebook' });
  });

  it('does not join an existing account, since Facebook does not verify the address for us', async () => {
    const renter = await signedInRenter(t, 'facebook-same-address');
    facebook.person = person({ email: renter.email });
    const visitor = new Visitor(t.app);

    expect(redirect(await signInWith(visitor, 'facebook')).error).toBe('account_not_linked');
    expect(await accountsOf(renter.userId)).toEqual(['credential']);
  });
});

describe("An account made with somebody else's address", () => {
  it("loses its provider sign-in when the address's owner takes it over with a reset link", async () => {
    const email = uniqueEmail('victim');
    // Someone signs up at Facebook with the victim's address, then here: an unconfirmed account.
    facebook.person = person({ email, name: 'Not The Victim' });
    expect(redirect(await signInWith(new Visitor(t.app), 'facebook')).error).toBe('email_not_verified');
    const account = await userByEmail(email);

    // The victim, told the address has an account, resets its password from the email.
    const victim = new Visitor(t.app);
    await victim.post('/api/auth/request-password-reset', { email, redirectTo: '/update-password' });
    const opened = await follow(victim, t.mail.lastLink(email, RESET_SUBJECT));
    const token = new URL(opened.headers.get('location') ?? '', 'http://localhost:3000').searchParams.get(
      'token',
    );
    expect(
      (await victim.post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-secret' })).status,
    ).toBe(200);
    expect((await sessionUser(victim))?.id).toBe(account!.id);

    const attacker = new Visitor(t.app);
    expect(redirect(await signInWith(attacker, 'facebook')).error).toBe('account_not_linked');
    expect(await sessionUser(attacker)).toBeNull();
    expect(await accountsOf(account!.id)).toEqual(['credential']);
  });
});

describe('Which providers are offered', () => {
  it('names the configured providers in /api/meta', async () => {
    const meta = await new Visitor(t.app).get('/api/meta');
    expect(meta.body).toEqual({ socialProviders: ['google', 'facebook'] });
  });

  it('offers none, and starts no sign-in, without their keys', async () => {
    const plain = await createTestApp();
    try {
      const visitor = new Visitor(plain.app);
      expect((await visitor.get('/api/meta')).body).toEqual({ socialProviders: [] });
      const start = await visitor.post('/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/dashboard',
      });
      expect(start.status).toBeGreaterThanOrEqual(400);
      expect(start.body.error.code).toBeTruthy();
    } finally {
      await plain.close();
    }
  });
});
