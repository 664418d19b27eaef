import { z } from 'zod';
import { feeInputSchema, feeSchema } from '#shared/leases/lease-schemas';
import { notFound } from '#server/http/errors';
import { idPath } from '#server/http/openapi-parts';
import { listOperation, recordOperation } from '#server/http/operation';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { createFee, deleteFee, listFees, presentFee } from '#server/leases/leases';
import { pageOfSorted } from '#server/platform/lib/cursor';

const THE_FEE = 'That fee';
const tags = ['Fees'];

const feeResponse = z.object({ fee: feeSchema }).meta({ id: 'FeeResponse' });

/**
 * Fees logged against a lease or on their own (docs/product.md §10), on `/api/fees` and
 * `/api/v1/fees`.
 */
export const FEE_OPERATIONS = [
  listOperation({
    id: 'listFees',
    method: 'get',
    path: '/fees',
    tags,
    summary: 'List fees',
    description: 'Your fees, newest first, one page at a time.',
    permission: 'read',
    errors: [400],
    answer: { key: 'fees', item: feeSchema, pageId: 'FeePage', description: 'A page of fees.' },
    run: async ({ services, user }, _input, page) => {
      const rows = await listFees(services.database.db, user.id);
      if (!page) return { items: rows.map(presentFee), nextCursor: null };
      const { items, nextCursor } = pageOfSorted(rows, page, ({ fee }) => ({
        at: fee.createdAt,
        id: fee.id,
      }));
      return { items: items.map(presentFee), nextCursor };
    },
  }),
  recordOperation({
    id: 'createFee',
    method: 'post',
    path: '/fees',
    tags,
    summary: 'Create a fee',
    description:
      'Logs a fee; `leaseId` files it under one of your leases. The amount is a decimal string or a number ("50.00", 50). Send an Idempotency-Key to retry safely.',
    permission: 'write',
    creates: true,
    errors: [400, 404, 409, 415, 422],
    body: feeInputSchema,
    answer: { status: 201, schema: feeResponse, description: 'The new fee.' },
    run: async ({ services, user, http }, { body }) => {
      await authorizeReferences(http, body);
      return { fee: presentFee(await createFee(services.database.db, user.id, body)) };
    },
  }),
  recordOperation({
    id: 'deleteFee',
    method: 'delete',
    path: '/fees/{id}',
    records: { id: 'fee' },
    tags,
    summary: 'Delete a fee',
    description: 'Deletes a fee. It cannot be undone.',
    permission: 'write',
    errors: [404],
    params: idPath,
    answer: { status: 204, description: 'Deleted.' },
    run: async ({ services, user }, { params }) => {
      const id = idParam(params.id, THE_FEE);
      if (!(await deleteFee(services.database.db, user.id, id))) throw notFound(THE_FEE);
      return undefined;
    },
  }),
];
