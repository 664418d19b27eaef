import { Hono } from 'hono';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#shared/accounts/password-policy';
import { deleteAccount } from '#server/accounts/delete-account';
import {
  type OwnerCheck,
  RECENT_SIGN_IN_MINUTES,
  verifyAccountOwner,
} from '#server/accounts/verify-account-owner';
import type { AppEnv } from '#server/http/app-env';
import { AppError, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { enforceRateLimit } from '#server/http/rate-limited';
import type { RateLimitRule } from '#server/platform/db/consume-rate-limit-window';

const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, 'That password is too long.').default(''),
});

// Each attempt checks a password: a stolen session must not become a way to guess it.
const DELETE_RULE: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };

const REFUSALS: Record<Exclude<OwnerCheck, 'confirmed'>, () => AppError> = {
  'password-missing': () =>
    new AppError(400, 'PASSWORD_REQUIRED', 'Please enter your password to delete your account.'),
  'password-wrong': () =>
    new AppError(403, 'INVALID_PASSWORD', 'That password is not correct. Your account has not been deleted.'),
  'sign-in-again': () =>
    new AppError(
      403,
      'SIGN_IN_AGAIN',
      `For your safety, sign out and sign in again, then delete your account within ${RECENT_SIGN_IN_MINUTES} minutes.`,
    ),
};

export const accountRoutes = new Hono<AppEnv>().use(requireUser).delete('/', async (c) => {
  const { database, files, auth, clock } = c.var.services;
  const { password } = validate(deleteAccountSchema, await readJson(c));
  await enforceRateLimit(
    c,
    `delete-account:${c.var.user.id}`,
    DELETE_RULE,
    'Too many attempts. Please wait 15 minutes and try again.',
  );
  const { password: hasher } = await auth.$context;
  const check = await verifyAccountOwner(
    { db: database.db, verifyPassword: (hash, given) => hasher.verify({ hash, password: given }) },
    { userId: c.var.user.id, password, signedInAt: c.var.session.createdAt, now: clock.now() },
  );
  if (check !== 'confirmed') throw REFUSALS[check]();
  // Sign out first: it needs the session row, which goes with the user, and gives the headers
  // that clear the cookie.
  const signOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
  await deleteAccount({ db: database.db, files }, c.var.user.id, clock.now());
  for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  return c.body(null, 204);
});
