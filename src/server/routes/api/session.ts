import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { findSessionUser } from '../../http/middleware/require-user';
import { presentProfile } from '../../profiles/present-profile';

/** Who is signed in: `{ user: null }` for an anonymous visitor rather than an error. */
export const sessionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const user = await findSessionUser(c.var.services.auth, c.req.raw.headers);
  return c.json({ user: user ? presentProfile(user) : null });
});
