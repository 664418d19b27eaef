import { makeSignature } from 'better-auth/crypto';
import type { TestApp } from './test-app';
import { Visitor } from './visitor';

export const PASSWORD = 'Lantern-orchard-1987';
export const CONFIRM_SUBJECT = /confirm your email/i;
export const RESET_SUBJECT = /reset your .*password/i;

let accounts = 0;
export function uniqueEmail(label = 'renter') {
  accounts += 1;
  return `${label}-${accounts}-${Date.now()}@example.com`;
}

export function signUp(visitor: Visitor, overrides: Record<string, unknown> = {}) {
  return visitor.post('/api/auth/sign-up/email', {
    email: uniqueEmail(),
    password: PASSWORD,
    name: 'Jamie Renter',
    propertyName: 'The Bartlett',
    callbackURL: '/verification-complete',
    ...overrides,
  });
}

/** Follows an emailed link through the app, as the browser would. */
export function follow(visitor: Visitor, link: string) {
  const url = new URL(link);
  return visitor.get(url.pathname + url.search);
}

export type Renter = { visitor: Visitor; email: string; userId: string };

/** A new account the way a person makes one: sign-up, then the link in the confirmation email. */
export async function signUpAndVerify(t: TestApp, label = 'renter'): Promise<Renter> {
  const visitor = new Visitor(t.app);
  const email = uniqueEmail(label);
  const reply = await signUp(visitor, { email });
  if (reply.status !== 200) throw new Error(`Sign-up failed: ${JSON.stringify(reply.body)}`);
  await follow(visitor, t.mail.lastLink(email, CONFIRM_SUBJECT));
  const session = await visitor.get('/api/session');
  return { visitor, email, userId: session.body.user.id as string };
}

// Hashing a password costs about 0.1 s of CPU and the suites sign up over a hundred people, so one
// hash of PASSWORD serves every fixture account of a worker (scrypt hashes carry their own salt).
let passwordHash: Promise<string> | undefined;

/**
 * A confirmed account with a signed-in session, made with better-auth's own adapter and cookie
 * signature: the same rows and cookie as signUpAndVerify() without its cost. The flow itself is
 * tested through the API in accounts.test.ts.
 */
export async function signedInRenter(t: TestApp, label = 'renter'): Promise<Renter> {
  const auth = await t.services.auth.$context;
  passwordHash ??= auth.password.hash(PASSWORD);
  const email = uniqueEmail(label);
  const user = await auth.internalAdapter.createUser(
    { email, name: 'Jamie Renter', propertyName: 'The Bartlett', emailVerified: true },
    { method: 'email-password' },
  );
  await auth.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await passwordHash,
  });
  const session = await auth.internalAdapter.createSession(user.id);
  const visitor = new Visitor(t.app);
  const signed = `${session.token}.${await makeSignature(session.token, auth.secret)}`;
  visitor.setCookie(auth.authCookies.sessionToken.name, encodeURIComponent(signed));
  return { visitor, email, userId: user.id };
}
