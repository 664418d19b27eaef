import { Hono } from 'hono';
import { leaseUpdateSchema } from '#shared/leases/lease-schemas';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { staleUpdate } from '#server/http/stale-update';
import { getLease, presentLease, updateLease } from '#server/leases/leases';
import type { LeaseResponse } from '#shared/leases/lease-responses';

const THE_LEASE = 'That lease';

/**
 * What the app asks of its leases beyond the operations table (`routes/operations/`): the
 * replacement by PUT.
 */
export const leaseRoutes = new Hono<AppEnv>().use(requireUser).put('/:id', async (c) => {
  const id = idParam(c.req.param('id'), THE_LEASE);
  const input = validate(leaseUpdateSchema, await readJson(c));
  await authorizeReferences(c, input);
  const { db } = c.var.services.database;
  const saved = await updateLease(db, c.var.user.id, id, input);
  const row = await getLease(db, c.var.user.id, id);
  if (!row) throw notFound(THE_LEASE);
  if (!saved) throw staleUpdate(presentLease(row));
  return c.json({ lease: presentLease(row) } satisfies LeaseResponse);
});
