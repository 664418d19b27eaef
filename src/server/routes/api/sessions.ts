import { Hono } from 'hono';
import type { DeviceSessionsResponse, SignOutOthersResponse } from '#shared/accounts/account-responses';
import { listSessions } from '#server/accounts/list-sessions';
import { revokeOtherSessions } from '#server/accounts/revoke-other-sessions';
import { revokeSession } from '#server/accounts/revoke-session';
import type { AppEnv } from '#server/http/app-env';
import { notFound } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';

const THE_SESSION = 'That session';

/**
 * Signed-in devices (docs/product.md §23): the user's sessions read from the table by user id, never
 * with their tokens. Ending another user's session, or one that is unknown, is the same 404.
 */
export const deviceSessionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const { database, clock } = c.var.services;
    const sessions = await listSessions(
      database.db,
      { userId: c.var.user.id, currentSessionId: c.var.session.id },
      clock.now(),
    );
    return c.json({ sessions } satisfies DeviceSessionsResponse);
  })
  .post('/sign-out-others', async (c) => {
    const { database, clock } = c.var.services;
    const signedOut = await revokeOtherSessions(
      database.db,
      { userId: c.var.user.id, currentSessionId: c.var.session.id },
      clock.now(),
    );
    return c.json({ signedOut } satisfies SignOutOthersResponse);
  })
  .delete('/:id', async (c) => {
    const { database, clock, auth } = c.var.services;
    const id = idParam(c.req.param('id'), THE_SESSION);
    // This device's own session may be ended too: it is a sign-out, whose answer clears the cookie.
    if (id === c.var.session.id) {
      const signOut = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.body(null, 204);
    }
    if (!(await revokeSession(database.db, c.var.user.id, id, clock.now()))) throw notFound(THE_SESSION);
    return c.body(null, 204);
  });
