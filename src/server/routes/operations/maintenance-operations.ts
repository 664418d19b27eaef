import { z } from 'zod';
import {
  maintenanceInputSchema,
  maintenanceItemSchema,
  maintenanceListQuerySchema,
  maintenanceStatusSchema,
  maintenanceUpdateSchema,
} from '#shared/maintenance/maintenance-schemas';
import { landlordUpdateSchema } from '#shared/tenancies/tenancy-schemas';
import { notFound } from '#server/http/errors';
import { idPath } from '#server/http/openapi-parts';
import { listOperation, recordOperation } from '#server/http/operation';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { staleUpdate } from '#server/http/stale-update';
import { decodeCursor } from '#server/platform/lib/cursor';
import { announceMaintenanceStatus } from '#server/maintenance/announce-maintenance-status';
import { createMaintenanceItem } from '#server/maintenance/create-maintenance-item';
import { deleteMaintenanceItem } from '#server/maintenance/delete-maintenance-item';
import { getMaintenanceItem } from '#server/maintenance/get-maintenance-item';
import { listMaintenanceItems } from '#server/maintenance/list-maintenance-items';
import { listMaintenanceUpdates, presentUpdate } from '#server/maintenance/list-maintenance-updates';
import { presentMaintenanceItem } from '#server/maintenance/present-maintenance-item';
import { setMaintenanceStatus, updateMaintenanceItem } from '#server/maintenance/update-maintenance-item';

const THE_ITEM = 'That maintenance item';
const tags = ['Maintenance'];

const itemResponse = z.object({ item: maintenanceItemSchema }).meta({ id: 'MaintenanceItemResponse' });
const landlordUpdateList = z
  .object({ updates: z.array(landlordUpdateSchema) })
  .meta({ id: 'LandlordUpdateList' });

/**
 * The renter's maintenance journal (docs/product.md §8), on `/api/maintenance` and
 * `/api/v1/maintenance`. A status change, by either update, is announced to webhook subscribers.
 */
export const MAINTENANCE_OPERATIONS = [
  // The app pages this list itself, 20 at a time with its cursor (routes/api/maintenance.ts).
  listOperation({
    id: 'listMaintenanceItems',
    method: 'get',
    path: '/maintenance',
    tags,
    summary: 'List maintenance items',
    description: 'Your maintenance items, newest first, one page at a time; optionally of one property.',
    surfaces: ['v1'],
    permission: 'read',
    errors: [400, 404],
    query: z.object({
      propertyId: maintenanceListQuerySchema.shape.propertyId.describe('Only the items of this property.'),
    }),
    answer: {
      key: 'items',
      item: maintenanceItemSchema,
      pageId: 'MaintenancePage',
      description: 'A page of maintenance items.',
    },
    run: async ({ services, user, http }, { query }, page) => {
      if (!page) throw new Error('listMaintenanceItems is served a page at a time only');
      await authorizeReferences(http, query);
      const { items, nextCursor } = await listMaintenanceItems(services.database.db, user.id, query, {
        cursor: decodeCursor(page.cursor),
        limit: page.limit,
      });
      return { items: items.map(presentMaintenanceItem), nextCursor };
    },
  }),
  recordOperation({
    id: 'createMaintenanceItem',
    method: 'post',
    path: '/maintenance',
    tags,
    summary: 'Create a maintenance item',
    description:
      'Logs a repair or problem at one of your properties. Send an Idempotency-Key to retry safely.',
    permission: 'write',
    creates: true,
    errors: [400, 404, 409, 415, 422],
    body: maintenanceInputSchema,
    answer: { status: 201, schema: itemResponse, description: 'The new maintenance item.' },
    run: async ({ services, user, http }, { body }) => {
      const { db } = services.database;
      await authorizeReferences(http, body);
      const created = await createMaintenanceItem(db, user.id, body);
      const row = await getMaintenanceItem(db, user.id, created.id);
      if (!row) throw new Error('A created maintenance item could not be read back');
      return { item: presentMaintenanceItem(row) };
    },
  }),
  recordOperation({
    id: 'getMaintenanceItem',
    method: 'get',
    path: '/maintenance/{id}',
    records: { id: 'maintenanceItem' },
    tags,
    summary: 'Get a maintenance item',
    description: 'One maintenance item, with its photo count and how many landlord updates it has.',
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: itemResponse, description: 'The maintenance item.' },
    run: async ({ services, user }, { params }) => {
      const row = await getMaintenanceItem(services.database.db, user.id, idParam(params.id, THE_ITEM));
      if (!row) throw notFound(THE_ITEM);
      return { item: presentMaintenanceItem(row) };
    },
  }),
  recordOperation({
    id: 'listMaintenanceItemUpdates',
    method: 'get',
    path: '/maintenance/{id}/updates',
    records: { id: 'maintenanceItem' },
    tags,
    summary: "List a maintenance item's landlord updates",
    description:
      'What a landlord you share your maintenance journal with wrote on the item: each status change and comment, oldest first. An item has few, so they come in one answer.',
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: landlordUpdateList, description: 'The updates, oldest first.' },
    run: async ({ services, user }, { params }) => {
      const { db } = services.database;
      const row = await getMaintenanceItem(db, user.id, idParam(params.id, THE_ITEM));
      if (!row) throw notFound(THE_ITEM);
      const updates = await listMaintenanceUpdates(db, [row.item.id]);
      return { updates: updates.map(presentUpdate) };
    },
  }),
  // The app replaces an item with PUT (routes/api/maintenance.ts), the public API with PATCH.
  recordOperation({
    id: 'updateMaintenanceItem',
    method: 'patch',
    path: '/maintenance/{id}',
    records: { id: 'maintenanceItem' },
    tags,
    summary: 'Update a maintenance item',
    description:
      'Replaces every field of a maintenance item. Send the `version` you read: if it changed since, the answer is 409 STALE_UPDATE with the current item in `error.details.current`. A status change sends the `maintenance.status_changed` webhook event.',
    surfaces: ['v1'],
    permission: 'write',
    errors: [400, 404, 409, 415],
    params: idPath,
    body: maintenanceUpdateSchema,
    answer: { status: 200, schema: itemResponse, description: 'The updated maintenance item.' },
    run: async ({ services, user, http }, { params, body }) => {
      const { db } = services.database;
      const id = idParam(params.id, THE_ITEM);
      await authorizeReferences(http, body);
      const before = await getMaintenanceItem(db, user.id, id);
      if (!before) throw notFound(THE_ITEM);
      const saved = await updateMaintenanceItem(db, user.id, id, body);
      const row = await getMaintenanceItem(db, user.id, id);
      if (!row) throw notFound(THE_ITEM);
      if (!saved) throw staleUpdate(presentMaintenanceItem(row));
      await announceMaintenanceStatus(services, before.item, row.item);
      return { item: presentMaintenanceItem(row) };
    },
  }),
  recordOperation({
    id: 'updateMaintenanceItemStatus',
    method: 'patch',
    path: '/maintenance/{id}/status',
    records: { id: 'maintenanceItem' },
    tags,
    summary: "Change a maintenance item's status",
    description:
      'Sets the status alone, whatever the version: the last change wins, and the version is bumped so an update made from an older read is refused. A change sends the `maintenance.status_changed` webhook event.',
    permission: 'write',
    errors: [400, 404, 415],
    params: idPath,
    body: maintenanceStatusSchema,
    answer: { status: 200, schema: itemResponse, description: 'The maintenance item with its new status.' },
    run: async ({ services, user }, { params, body }) => {
      const { db } = services.database;
      const id = idParam(params.id, THE_ITEM);
      const before = await getMaintenanceItem(db, user.id, id);
      if (!before || !(await setMaintenanceStatus(db, user.id, id, body.status))) throw notFound(THE_ITEM);
      const row = await getMaintenanceItem(db, user.id, id);
      if (!row) throw notFound(THE_ITEM);
      await announceMaintenanceStatus(services, before.item, row.item);
      return { item: presentMaintenanceItem(row) };
    },
  }),
  recordOperation({
    id: 'deleteMaintenanceItem',
    method: 'delete',
    path: '/maintenance/{id}',
    records: { id: 'maintenanceItem' },
    tags,
    summary: 'Delete a maintenance item',
    description: 'Deletes a maintenance item with its photos. It cannot be undone.',
    permission: 'write',
    errors: [404],
    params: idPath,
    answer: { status: 204, description: 'Deleted.' },
    run: async ({ services, user }, { params }) => {
      const { database, files } = services;
      const id = idParam(params.id, THE_ITEM);
      if (!(await deleteMaintenanceItem({ db: database.db, files }, user.id, id))) throw notFound(THE_ITEM);
      return undefined;
    },
  }),
];
