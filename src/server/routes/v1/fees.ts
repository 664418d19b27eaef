import { createRoute, z } from '@hono/zod-openapi';
import { feeInputSchema, feeSchema } from '#shared/leases/lease-schemas';
import type { FeePage, FeeResponse } from '#shared/leases/lease-responses';
import { notFound } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/http/references';
import { pageOfSorted } from '#server/platform/lib/cursor';
import { createFee, deleteFee, listFees, presentFee } from '#server/leases/leases';
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

const THE_FEE = 'That fee';
const tags = ['Fees'];

const feeResponse = z.object({ fee: feeSchema }).meta({ id: 'FeeResponse' });
const feePage = z.object({ fees: z.array(feeSchema), nextCursor }).meta({ id: 'FeePage' });

/** Fees logged against a lease or on their own (docs/product.md §10): the same domain functions as /api/fees. */
export const feeV1Routes = v1Router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listFees',
      tags,
      summary: 'List fees',
      description: 'Your fees, newest first, one page at a time.',
      request: { query: pageQuery },
      responses: { 200: json(feePage, 'A page of fees.'), ...errorResponses(400) },
    }),
    async (c) => {
      const rows = await listFees(c.var.services.database.db, c.var.user.id);
      const page = pageOfSorted(rows, c.req.valid('query'), ({ fee }) => ({ at: fee.createdAt, id: fee.id }));
      return c.json({ fees: page.items.map(presentFee), nextCursor: page.nextCursor } satisfies FeePage, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'createFee',
      tags,
      summary: 'Create a fee',
      description:
        'Logs a fee; `leaseId` files it under one of your leases. The amount is a decimal string or a number ("50.00", 50). Send an Idempotency-Key to retry safely.',
      request: { headers: idempotencyHeader, body: jsonBody(feeInputSchema) },
      responses: { 201: json(feeResponse, 'The new fee.'), ...errorResponses(400, 404, 409, 415, 422) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      await authorizeReferences(c, input);
      const fee = await createFee(c.var.services.database.db, c.var.user.id, input);
      return c.json({ fee: presentFee(fee) } satisfies FeeResponse, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'deleteFee',
      tags,
      summary: 'Delete a fee',
      description: 'Deletes a fee. It cannot be undone.',
      request: { params: idPath },
      responses: { 204: { description: 'Deleted.' }, ...errorResponses(404) },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_FEE);
      if (!(await deleteFee(c.var.services.database.db, c.var.user.id, id))) throw notFound(THE_FEE);
      return c.body(null, 204);
    },
  );
