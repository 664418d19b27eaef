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

/** A new account, confirmed through its email, signed in on the returned visitor. */
export async function signedInRenter(t: TestApp, label = 'renter') {
  const visitor = new Visitor(t.app);
  const email = uniqueEmail(label);
  const reply = await signUp(visitor, { email });
  if (reply.status !== 200) throw new Error(`Sign-up failed: ${JSON.stringify(reply.body)}`);
  await follow(visitor, t.mail.lastLink(email, CONFIRM_SUBJECT));
  const session = await visitor.get('/api/session');
  return { visitor, email, userId: session.body.user.id as string };
}
