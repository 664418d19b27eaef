import { createMiddleware } from 'hono/factory';
import type { Auth } from '#server/platform/auth/auth';
import { type FoundSession, findSession, type SessionUser } from '#server/platform/auth/find-session';
import { noteSessionActivity } from '#server/platform/auth/note-session-activity';
import type { Db } from '#server/platform/db/database';
import type { Clock } from '#server/platform/lib/clock';
import { unauthenticated } from '../errors';

export type { SessionUser };

/**
 * One lookup per request: the idempotency middleware and requireUser, or a parent route's guard
 * and a sub-route's, ask for the same request's session; the request's headers object is the key.
 */
const lookups = new WeakMap<Headers, Promise<FoundSession | null>>();

/**
 * The request's session, read from the database on every request (so any app process can serve
 * any user, and a revoked session is refused at once). The cookie's name and secret are
 * better-auth's own, so a cookie it sets is the cookie read here (decision 025).
 */
export function findRequestSession(
  services: { auth: Auth; database: { db: Db } },
  headers: Headers,
): Promise<FoundSession | null> {
  let lookup = lookups.get(headers);
  if (!lookup) {
    lookup = lookUpSession(services, headers);
    lookups.set(headers, lookup);
  }
  return lookup;
}

async function lookUpSession(services: { auth: Auth; database: { db: Db } }, headers: Headers) {
  const { authCookies, secret } = await services.auth.$context;
  // better-auth judges expiry by the system time, not services.clock: so do we.
  return findSession(
    services.database.db,
    { name: authCookies.sessionToken.name, secret },
    headers,
    new Date(),
  );
}

export async function findSessionUser(
  services: { auth: Auth; database: { db: Db } },
  headers: Headers,
): Promise<SessionUser | null> {
  return (await findRequestSession(services, headers))?.user ?? null;
}

export const requireUser = createMiddleware<{
  Variables: {
    services: { auth: Auth; database: { db: Db }; clock: Clock };
    user: SessionUser;
    session: FoundSession['session'];
  };
}>(async (c, next) => {
  const { services } = c.var;
  const found = await findRequestSession(services, c.req.raw.headers);
  if (!found) throw unauthenticated();
  c.set('user', found.user);
  c.set('session', found.session);
  await noteSessionActivity(services.database.db, found.session, services.clock.now());
  await next();
});
