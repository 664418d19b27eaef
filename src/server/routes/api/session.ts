import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { findSessionUser } from '#server/http/middleware/require-user';
import { getProfile } from '#server/profiles/get-profile';
import { presentProfile } from '#server/profiles/present-profile';
import type { SessionResponse } from '#shared/accounts/account-responses';

/** Who is signed in: `{ user: null }` for an anonymous visitor rather than an error. */
export const sessionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const user = await findSessionUser(c.var.services, c.req.raw.headers);
  // Read from the table for the profile's version, which the session user does not carry.
  const profile = user && (await getProfile(c.var.services.database.db, user.id));
  return c.json({ user: profile ? presentProfile(profile) : null } satisfies SessionResponse);
});
