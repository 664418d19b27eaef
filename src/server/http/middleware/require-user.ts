import { createMiddleware } from 'hono/factory';
import type { Auth } from '#server/auth/auth';
import { unauthenticated } from '../errors';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];

/** Reads the session from the database (so any app process can serve any user). */
export async function findSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  return session?.user ?? null;
}

export const requireUser = createMiddleware<{
  Variables: { services: { auth: Auth }; user: SessionUser };
}>(async (c, next) => {
  const user = await findSessionUser(c.var.services.auth, c.req.raw.headers);
  if (!user) throw unauthenticated();
  c.set('user', user);
  await next();
});
