import { Hono } from 'hono';
import { deleteAccount } from '../../accounts/delete-account';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/middleware/require-user';

export const accountRoutes = new Hono<AppEnv>().use(requireUser).delete('/', async (c) => {
  const { database, files, auth } = c.var.services;
  // Sign out first: it needs the session row, which goes with the user, and gives the headers
  // that clear the cookie.
  const signOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
  await deleteAccount({ db: database.db, files }, c.var.user.id);
  for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  return c.body(null, 204);
});
