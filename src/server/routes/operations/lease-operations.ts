import { z } from 'zod';
import { type Lease, leaseInputSchema, leaseSchema, leaseUpdateSchema } from '#shared/leases/lease-schemas';
import { v1DocumentLink } from '#server/documents/present-v1-document';
import { notFound } from '#server/http/errors';
import { idPath } from '#server/http/openapi-parts';
import { listOperation, type OperationContext, pageOrAll, recordOperation } from '#server/http/operation';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { staleUpdate } from '#server/http/stale-update';
import {
  createLease,
  deleteLease,
  getLease,
  listLeases,
  presentLease,
  updateLease,
} from '#server/leases/leases';

const THE_LEASE = 'That lease';
const tags = ['Leases'];

type LeaseRow = NonNullable<Awaited<ReturnType<typeof getLease>>>;

/** A lease as each surface links its document: the app's download route, or /api/v1's for a key. */
function present({ surface }: OperationContext, row: LeaseRow): Lease {
  const lease = presentLease(row);
  return surface === 'v1' ? { ...lease, document: v1DocumentLink(lease.document) } : lease;
}

async function presentSaved(context: OperationContext, id: string) {
  const row = await getLease(context.services.database.db, context.user.id, id);
  if (!row) throw notFound(THE_LEASE);
  return { lease: present(context, row) };
}

const leaseResponse = z.object({ lease: leaseSchema }).meta({ id: 'LeaseResponse' });

/** The renter's leases (docs/product.md §10), on `/api/leases` and `/api/v1/leases`. */
export const LEASE_OPERATIONS = [
  listOperation({
    id: 'listLeases',
    method: 'get',
    path: '/leases',
    tags,
    summary: 'List leases',
    description: 'Your leases, newest first, one page at a time.',
    permission: 'read',
    errors: [400],
    answer: { key: 'leases', item: leaseSchema, pageId: 'LeasePage', description: 'A page of leases.' },
    run: async (context, _input, page) => {
      const rows = await listLeases(context.services.database.db, context.user.id);
      const show = (row: LeaseRow) => present(context, row);
      const { items, nextCursor } = pageOrAll(rows, page, ({ lease }) => ({
        at: lease.createdAt,
        id: lease.id,
      }));
      return { items: items.map(show), nextCursor };
    },
  }),
  recordOperation({
    id: 'createLease',
    method: 'post',
    path: '/leases',
    tags,
    summary: 'Create a lease',
    description:
      'Records a lease; `documentId` attaches one of your documents. Amounts are decimal strings or numbers ("1500.00", 1500). Send an Idempotency-Key to retry safely.',
    permission: 'write',
    creates: true,
    errors: [400, 404, 409, 415, 422],
    body: leaseInputSchema,
    answer: { status: 201, schema: leaseResponse, description: 'The new lease.' },
    run: async (context, { body }) => {
      await authorizeReferences(context.http, body);
      const { id } = await createLease(context.services.database.db, context.user.id, body);
      return presentSaved(context, id);
    },
  }),
  // The app has no route for one lease: it reads them from the list.
  recordOperation({
    id: 'getLease',
    method: 'get',
    path: '/leases/{id}',
    records: { id: 'lease' },
    tags,
    summary: 'Get a lease',
    description: 'One lease, with its attached document.',
    surfaces: ['v1'],
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: leaseResponse, description: 'The lease.' },
    run: async (context, { params }) => presentSaved(context, idParam(params.id, THE_LEASE)),
  }),
  // The app replaces a lease with PUT (routes/api/leases.ts), the public API with PATCH.
  recordOperation({
    id: 'updateLease',
    method: 'patch',
    path: '/leases/{id}',
    records: { id: 'lease' },
    tags,
    summary: 'Update a lease',
    description:
      'Replaces every field of a lease. Send the `version` you read: if it changed since, the answer is 409 STALE_UPDATE with the current lease in `error.details.current`.',
    surfaces: ['v1'],
    permission: 'write',
    errors: [400, 404, 409, 415],
    params: idPath,
    body: leaseUpdateSchema,
    answer: { status: 200, schema: leaseResponse, description: 'The updated lease.' },
    run: async (context, { params, body }) => {
      const id = idParam(params.id, THE_LEASE);
      await authorizeReferences(context.http, body);
      const saved = await updateLease(context.services.database.db, context.user.id, id, body);
      const current = await presentSaved(context, id);
      if (!saved) throw staleUpdate(current.lease);
      return current;
    },
  }),
  recordOperation({
    id: 'deleteLease',
    method: 'delete',
    path: '/leases/{id}',
    records: { id: 'lease' },
    tags,
    summary: 'Delete a lease',
    description:
      'Deletes a lease. Its document stays, and fees logged against it stay without a lease. It cannot be undone.',
    permission: 'write',
    errors: [404],
    params: idPath,
    answer: { status: 204, description: 'Deleted.' },
    run: async ({ services, user }, { params }) => {
      const id = idParam(params.id, THE_LEASE);
      if (!(await deleteLease(services.database.db, user.id, id))) throw notFound(THE_LEASE);
      return undefined;
    },
  }),
];
