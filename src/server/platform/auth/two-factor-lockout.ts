import { APIError, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { twoFactors } from '#server/platform/db/schema/auth';
import { type AuthContext, codeOwner } from './single-use-totp';

/** The second steps of a sign-in, each counted towards better-auth's lockout of the account. */
const CODE_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

/** better-auth's lock: ten wrong codes in a row, across challenges, lock the account's second step. */
const LOCKED_CODE = 'ACCOUNT_TEMPORARILY_LOCKED';
const LOCK_SECONDS = 15 * 60;

function lockedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many wrong codes for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * better-auth answers a locked account with 429, no Retry-After and "try again later", which the
 * auth routes would present as "wait a minute" while the lock lasts 15. This replaces that answer
 * with one that says how long, in words and in `Retry-After`, from the lock's own end.
 */
export async function explainTwoFactorLockout(ctx: AuthContext, db: Db): Promise<void> {
  if (!CODE_PATHS.has(ctx.path)) return;
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || returned.body?.code !== LOCKED_CODE) return;
  const userId = await codeOwner(ctx);
  const [lock] = userId
    ? await db.select({ until: twoFactors.lockedUntil }).from(twoFactors).where(eq(twoFactors.userId, userId))
    : [];
  const seconds = lock?.until
    ? Math.max(1, Math.ceil((lock.until.getTime() - Date.now()) / 1000))
    : LOCK_SECONDS;
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message: lockedMessage(seconds) },
    { 'Retry-After': String(seconds) },
  );
}
