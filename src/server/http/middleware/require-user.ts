import { createMiddleware } from 'hono/factory';
import type { Auth } from '#server/auth/auth';
import { noteSessionActivity } from '#server/accounts/note-session-activity';
import type { Db } from '#server/db/database';
import type { Clock } from '#server/lib/clock';
import { unauthenticated } from '../errors';

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];

/** Reads the session from the database (so any app process can serve any user). */
export async function findSessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers });
  return session?.user ?? null;
}

export const requireUser = createMiddleware<{
  Variables: { services: { auth: Auth; database: { db: Db }; clock: Clock }; user: SessionUser };
}>(async (c, next) => {
  const { auth, database, clock } = c.var.services;
  const found = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!found) throw unauthenticated();
  c.set('user', found.user);
  await noteSessionActivity(database.db, found.session, clock.now());
  await next();
});
