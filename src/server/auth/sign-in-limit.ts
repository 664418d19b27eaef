import { APIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { rateLimits } from '#server/db/schema/auth';
import { consumeRateLimitWindow, type RateLimitRule } from '#server/lib/rate-limit';
import { hashSecretToken } from '#server/lib/secret-token';

/** Failed sign-ins per account, from every address together (the per-address limit is separate). */
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
 * Counts a sign-in attempt before the password is checked, so attempts sent at once cannot all pass
 * a count taken first; a refused one answers 429 with Retry-After.
 */
export async function countSignInAttempt(db: Db, email: unknown, now: Date): Promise<void> {
  if (typeof email !== 'string') return;
  const { allowed, retryAfterSeconds } = await consumeRateLimitWindow(
    db,
    accountKey(email),
    SIGN_IN_ACCOUNT_RULE,
    now,
  );
  if (!allowed) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { code: 'RATE_LIMITED', message: SIGN_IN_LIMITED_MESSAGE },
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/** A successful sign-in gives its attempt back: only failures count against the account. */
export async function refundSignInAttempt(db: Db, email: unknown): Promise<void> {
  if (typeof email !== 'string') return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, accountKey(email)));
}
