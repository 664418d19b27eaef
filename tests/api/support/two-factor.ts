import { secretOf, totp } from '../../../e2e/support/totp';
import { PASSWORD, type Renter } from './accounts';
import { Visitor } from './visitor';
import type { TestApp } from './test-app';

export const TWO_FACTOR = '/api/auth/two-factor';
const STEP_MS = 30_000;

/**
 * The codes an authenticator app shows now and either side of now (better-auth accepts all three).
 * Waits out the last seconds of a 30 s step first, so a test's codes stay valid while it runs.
 */
export async function codesNow(secret: string) {
  const into = Date.now() % STEP_MS;
  if (into > STEP_MS - 8_000) await new Promise((resolve) => setTimeout(resolve, STEP_MS - into + 200));
  const now = Date.now();
  return {
    previous: totp(secret, now - STEP_MS),
    current: totp(secret, now),
    next: totp(secret, now + STEP_MS),
  };
}

/** Six digits that are none of the codes valid now, different for each `seed`. */
export function wrongCode(secret: string, seed: number) {
  const valid = new Set([-1, 0, 1].map((step) => totp(secret, Date.now() + step * STEP_MS)));
  for (let n = seed * 7919; ; n += 1) {
    const code = String(n % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** Two-factor turned on the way Settings does it: the password, then a code from the app. */
export async function enableTwoFactor(renter: Renter) {
  const enabled = await renter.visitor.post(`${TWO_FACTOR}/enable`, { password: PASSWORD });
  if (enabled.status !== 200) throw new Error(`Enable failed: ${JSON.stringify(enabled.body)}`);
  const { totpURI, backupCodes } = enabled.body as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const codes = await codesNow(secret);
  const confirmed = await renter.visitor.post(`${TWO_FACTOR}/verify-totp`, { code: codes.current });
  if (confirmed.status !== 200) throw new Error(`Confirm failed: ${JSON.stringify(confirmed.body)}`);
  return { totpURI, secret, backupCodes, usedCode: codes.current };
}

/** The first step of signing in, from a new browser: the password is right, a code is asked for. */
export async function signInFirstStep(t: TestApp, email: string) {
  const visitor = new Visitor(t.app);
  const reply = await visitor.post('/api/auth/sign-in/email', { email, password: PASSWORD });
  return { visitor, reply };
}
