import { APIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { rateLimits } from '#server/platform/db/schema/auth';
import { consumeRateLimitWindow, type RateLimitRule } from '#server/platform/db/consume-rate-limit-window';
import { hashSecretToken, newSecretToken } from '#server/platform/lib/secret-token';
import type { AuthContext } from './single-use-totp';

/**
 * Failed sign-ins per account, from every address together (the per-address limit is separate), and
 * as many again from each browser holding the account's device cookie.
 */
export const SIGN_IN_ACCOUNT_RULE: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };

export const SIGN_IN_LIMITED_MESSAGE =
  'Too many sign-in attempts for this account. Please wait 15 minutes, or reset your password.';

/**
 * The counter of an address, whether or not it has an account, so the answer never tells. The key
 * holds a hash: the table is not a list of who tried to sign in.
 */
function accountKey(email: string): string {
  return `sign-in-account:${hashSecretToken(email.trim().toLowerCase())}`;
}

/**
 * A browser that signed in to an account before carries a device cookie for it (OWASP, "Slow down
 * online guessing attacks with device cookies"): signed with the auth secret, naming the account by
 * a hash of its id and itself by a random nonce, for a year. Its attempts count against its own
 * counter, not the one every other browser shares, so that strangers who use up the account's
 * limit lock out only strangers: the owner's browser still signs in, and its own typos are limited
 * per cookie. A cookie of another account, or one not signed by us, counts as a stranger's.
 */
const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const accountTag = (userId: string) => hashSecretToken(`device-cookie:${userId}`);

/** The counter this sign-in attempt counts against: its device cookie's, or the account's. */
export async function signInCounter(ctx: AuthContext, email: unknown): Promise<string | null> {
  if (typeof email !== 'string') return null;
  const cookie = ctx.context.createAuthCookie(DEVICE_COOKIE);
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  const [tag, nonce] = typeof value === 'string' ? value.split('.') : [];
  if (tag && nonce) {
    const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
    if (found && accountTag(found.user.id) === tag) return `sign-in-device:${hashSecretToken(nonce)}`;
  }
  return accountKey(email);
}

/** After a sign-in whose password was right: this browser gets (or renews) the account's cookie. */
export async function issueDeviceCookie(ctx: AuthContext, email: unknown): Promise<void> {
  if (typeof email !== 'string') return;
  const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  if (!found) return;
  const cookie = ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_COOKIE_SECONDS });
  await ctx.setSignedCookie(
    cookie.name,
    `${accountTag(found.user.id)}.${newSecretToken()}`,
    ctx.context.secret,
    cookie.attributes,
  );
}

/**
 * Counts a sign-in attempt before the password is checked, so attempts sent at once cannot all pass
 * a count taken first; a refused one answers 429 with Retry-After.
 */
export async function countSignInAttempt(db: Db, counter: string | null, now: Date): Promise<void> {
  if (!counter) return;
  const { allowed, retryAfterSeconds } = await consumeRateLimitWindow(db, counter, SIGN_IN_ACCOUNT_RULE, now);
  if (!allowed) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'RATE_LIMITED', message: SIGN_IN_LIMITED_MESSAGE },
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/** A successful sign-in gives its attempt back: only failures count against the account. */
export async function refundSignInAttempt(db: Db, counter: string | null): Promise<void> {
  if (!counter) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, counter));
}
