import type { Context } from 'hono';
import { Hono } from 'hono';
import { feeInputSchema, leaseInputSchema, leaseUpdateSchema } from '#shared/leases/lease-schemas';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/http/references';
import { staleUpdate } from '#server/http/stale-update';
import {
  createFee,
  createLease,
  deleteFee,
  deleteLease,
  getLease,
  listFees,
  listLeases,
  presentFee,
  presentLease,
  updateLease,
} from '#server/leases/leases';
import type { FeeList, FeeResponse, LeaseList, LeaseResponse } from '#shared/leases/lease-responses';

const THE_LEASE = 'That lease';

async function presentSaved(c: Context<AppEnv>, id: string) {
  const row = await getLease(c.var.services.database.db, c.var.user.id, id);
  if (!row) throw notFound(THE_LEASE);
  return { lease: presentLease(row) };
}

export const leaseRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await listLeases(c.var.services.database.db, c.var.user.id);
    return c.json({ leases: rows.map(presentLease) } satisfies LeaseList);
  })
  .post('/', async (c) => {
    const input = validate(leaseInputSchema, await readJson(c));
    await authorizeReferences(c, input);
    const { id } = await createLease(c.var.services.database.db, c.var.user.id, input);
    return c.json((await presentSaved(c, id)) satisfies LeaseResponse, 201);
  })
  .put('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_LEASE);
    const input = validate(leaseUpdateSchema, await readJson(c));
    await authorizeReferences(c, input);
    const saved = await updateLease(c.var.services.database.db, c.var.user.id, id, input);
    const current = await presentSaved(c, id);
    if (!saved) throw staleUpdate(current.lease);
    return c.json(current satisfies LeaseResponse);
  })
  .delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_LEASE);
    if (!(await deleteLease(c.var.services.database.db, c.var.user.id, id))) throw notFound(THE_LEASE);
    return c.body(null, 204);
  });

export const feeRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await listFees(c.var.services.database.db, c.var.user.id);
    return c.json({ fees: rows.map(presentFee) } satisfies FeeList);
  })
  .post('/', async (c) => {
    const { db } = c.var.services.database;
    const input = validate(feeInputSchema, await readJson(c));
    await authorizeReferences(c, input);
    return c.json({ fee: presentFee(await createFee(db, c.var.user.id, input)) } satisfies FeeResponse, 201);
  })
  .delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'That fee');
    if (!(await deleteFee(c.var.services.database.db, c.var.user.id, id))) throw notFound('That fee');
    return c.body(null, 204);
  });
