import type { Context } from 'hono';
import { createRoute, z } from '@hono/zod-openapi';
import { leaseInputSchema, leaseSchema, leaseUpdateSchema, type Lease } from '#shared/leases/lease-schemas';
import type { LeasePage, LeaseResponse } from '#shared/leases/lease-responses';
import type { AppEnv } from '#server/http/app-env';
import { notFound } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/http/references';
import { staleUpdate } from '#server/http/stale-update';
import { pageOfSorted } from '#server/platform/lib/cursor';
import {
  createLease,
  deleteLease,
  getLease,
  listLeases,
  presentLease,
  updateLease,
} from '#server/leases/leases';
import {
  errorResponses,
  idempotencyHeader,
  idPath,
  json,
  jsonBody,
  nextCursor,
  pageQuery,
} from '#server/http/openapi-parts';
import { v1Router } from './v1-router';
import { v1DocumentLink } from '#server/documents/present-v1-document';

const THE_LEASE = 'That lease';
const tags = ['Leases'];

type LeaseRow = NonNullable<Awaited<ReturnType<typeof getLease>>>;

function present(row: LeaseRow): Lease {
  const lease = presentLease(row);
  return { ...lease, document: v1DocumentLink(lease.document) };
}

async function presentSaved(c: Context<AppEnv>, id: string): Promise<LeaseResponse> {
  const row = await getLease(c.var.services.database.db, c.var.user.id, id);
  if (!row) throw notFound(THE_LEASE);
  return { lease: present(row) };
}

const leaseResponse = z.object({ lease: leaseSchema }).meta({ id: 'LeaseResponse' });
const leasePage = z.object({ leases: z.array(leaseSchema), nextCursor }).meta({ id: 'LeasePage' });

/** The renter's leases (docs/product.md §10): the same domain functions as /api/leases. */
export const leaseV1Routes = v1Router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listLeases',
      tags,
      summary: 'List leases',
      description: 'Your leases, newest first, one page at a time.',
      request: { query: pageQuery },
      responses: { 200: json(leasePage, 'A page of leases.'), ...errorResponses(400) },
    }),
    async (c) => {
      const rows = await listLeases(c.var.services.database.db, c.var.user.id);
      const page = pageOfSorted(rows, c.req.valid('query'), ({ lease }) => ({
        at: lease.createdAt,
        id: lease.id,
      }));
      return c.json(
        { leases: page.items.map(present), nextCursor: page.nextCursor } satisfies LeasePage,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'createLease',
      tags,
      summary: 'Create a lease',
      description:
        'Records a lease; `documentId` attaches one of your documents. Amounts are decimal strings or numbers ("1500.00", 1500). Send an Idempotency-Key to retry safely.',
      request: { headers: idempotencyHeader, body: jsonBody(leaseInputSchema) },
      responses: { 201: json(leaseResponse, 'The new lease.'), ...errorResponses(400, 404, 409, 415, 422) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      await authorizeReferences(c, input);
      const { id } = await createLease(c.var.services.database.db, c.var.user.id, input);
      return c.json((await presentSaved(c, id)) satisfies LeaseResponse, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getLease',
      tags,
      summary: 'Get a lease',
      description: 'One lease, with its attached document.',
      request: { params: idPath },
      responses: { 200: json(leaseResponse, 'The lease.'), ...errorResponses(404) },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_LEASE);
      return c.json((await presentSaved(c, id)) satisfies LeaseResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      operationId: 'updateLease',
      tags,
      summary: 'Update a lease',
      description:
        'Replaces every field of a lease. Send the `version` you read: if it changed since, the answer is 409 STALE_UPDATE with the current lease in `error.details.current`.',
      request: { params: idPath, body: jsonBody(leaseUpdateSchema) },
      responses: { 200: json(leaseResponse, 'The updated lease.'), ...errorResponses(400, 404, 409, 415) },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_LEASE);
      const input = c.req.valid('json');
      await authorizeReferences(c, input);
      const saved = await updateLease(c.var.services.database.db, c.var.user.id, id, input);
      const current = await presentSaved(c, id);
      if (!saved) throw staleUpdate(current.lease);
      return c.json(current satisfies LeaseResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'deleteLease',
      tags,
      summary: 'Delete a lease',
      description:
        'Deletes a lease. Its document stays, and fees logged against it stay without a lease. It cannot be undone.',
      request: { params: idPath },
      responses: { 204: { description: 'Deleted.' }, ...errorResponses(404) },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_LEASE);
      if (!(await deleteLease(c.var.services.database.db, c.var.user.id, id))) throw notFound(THE_LEASE);
      return c.body(null, 204);
    },
  );
