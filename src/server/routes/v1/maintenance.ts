import { createRoute, z } from '@hono/zod-openapi';
import {
  maintenanceInputSchema,
  maintenanceItemSchema,
  maintenanceListQuerySchema,
  maintenanceStatusSchema,
  maintenanceUpdateSchema,
} from '#shared/maintenance/maintenance-schemas';
import type { MaintenanceItemResponse, MaintenancePage } from '#shared/maintenance/maintenance-responses';
import type { LandlordUpdateList } from '#shared/tenancies/tenancy-responses';
import { landlordUpdateSchema } from '#shared/tenancies/tenancy-schemas';
import { notFound } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/http/references';
import { staleUpdate } from '#server/http/stale-update';
import { decodeCursor } from '#server/platform/lib/cursor';
import { announceMaintenanceStatus } from '#server/maintenance/announce-maintenance-status';
import { createMaintenanceItem } from '#server/maintenance/create-maintenance-item';
import { deleteMaintenanceItem } from '#server/maintenance/delete-maintenance-item';
import { getMaintenanceItem } from '#server/maintenance/get-maintenance-item';
import { listMaintenanceItems } from '#server/maintenance/list-maintenance-items';
import { presentMaintenanceItem } from '#server/maintenance/present-maintenance-item';
import { setMaintenanceStatus, updateMaintenanceItem } from '#server/maintenance/update-maintenance-item';
import { listMaintenanceUpdates, presentUpdate } from '#server/maintenance/list-maintenance-updates';
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

const THE_ITEM = 'That maintenance item';
const tags = ['Maintenance'];

const itemResponse = z.object({ item: maintenanceItemSchema }).meta({ id: 'MaintenanceItemResponse' });
const itemPage = z
  .object({ items: z.array(maintenanceItemSchema), nextCursor })
  .meta({ id: 'MaintenancePage' });
const listQuery = pageQuery.extend({
  propertyId: maintenanceListQuerySchema.shape.propertyId.describe('Only the items of this property.'),
});
const landlordUpdateList = z
  .object({ updates: z.array(landlordUpdateSchema) })
  .meta({ id: 'LandlordUpdateList' });

/**
 * The renter's maintenance journal (docs/product.md §8): the same domain functions as
 * /api/maintenance. A status change, by either update, is announced to webhook subscribers.
 */
export const maintenanceV1Routes = v1Router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listMaintenanceItems',
      tags,
      summary: 'List maintenance items',
      description: 'Your maintenance items, newest first, one page at a time; optionally of one property.',
      request: { query: listQuery },
      responses: { 200: json(itemPage, 'A page of maintenance items.'), ...errorResponses(400, 404) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      await authorizeReferences(c, query);
      const page = await listMaintenanceItems(c.var.services.database.db, c.var.user.id, query, {
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
      });
      return c.json(
        {
          items: page.items.map(presentMaintenanceItem),
          nextCursor: page.nextCursor,
        } satisfies MaintenancePage,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'createMaintenanceItem',
      tags,
      summary: 'Create a maintenance item',
      description:
        'Logs a repair or problem at one of your properties. Send an Idempotency-Key to retry safely.',
      request: { headers: idempotencyHeader, body: jsonBody(maintenanceInputSchema) },
      responses: {
        201: json(itemResponse, 'The new maintenance item.'),
        ...errorResponses(400, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { db } = c.var.services.database;
      const input = c.req.valid('json');
      await authorizeReferences(c, input);
      const created = await createMaintenanceItem(db, c.var.user.id, input);
      const row = await getMaintenanceItem(db, c.var.user.id, created.id);
      if (!row) throw new Error('A created maintenance item could not be read back');
      return c.json({ item: presentMaintenanceItem(row) } satisfies MaintenanceItemResponse, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getMaintenanceItem',
      tags,
      summary: 'Get a maintenance item',
      description: 'One maintenance item, with its photo count and how many landlord updates it has.',
      request: { params: idPath },
      responses: { 200: json(itemResponse, 'The maintenance item.'), ...errorResponses(404) },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_ITEM);
      const row = await getMaintenanceItem(c.var.services.database.db, c.var.user.id, id);
      if (!row) throw notFound(THE_ITEM);
      return c.json({ item: presentMaintenanceItem(row) } satisfies MaintenanceItemResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/updates',
      operationId: 'listMaintenanceItemUpdates',
      tags,
      summary: "List a maintenance item's landlord updates",
      description:
        'What a landlord you share your maintenance journal with wrote on the item: each status change and comment, oldest first. An item has few, so they come in one answer.',
      request: { params: idPath },
      responses: { 200: json(landlordUpdateList, 'The updates, oldest first.'), ...errorResponses(404) },
    }),
    async (c) => {
      const { db } = c.var.services.database;
      const id = idParam(c.req.valid('param').id, THE_ITEM);
      const row = await getMaintenanceItem(db, c.var.user.id, id);
      if (!row) throw notFound(THE_ITEM);
      const updates = await listMaintenanceUpdates(db, [row.item.id]);
      return c.json({ updates: updates.map(presentUpdate) } satisfies LandlordUpdateList, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      operationId: 'updateMaintenanceItem',
      tags,
      summary: 'Update a maintenance item',
      description:
        'Replaces every field of a maintenance item. Send the `version` you read: if it changed since, the answer is 409 STALE_UPDATE with the current item in `error.details.current`. A status change sends the `maintenance.status_changed` webhook event.',
      request: { params: idPath, body: jsonBody(maintenanceUpdateSchema) },
      responses: {
        200: json(itemResponse, 'The updated maintenance item.'),
        ...errorResponses(400, 404, 409, 415),
      },
    }),
    async (c) => {
      const { db } = c.var.services.database;
      const id = idParam(c.req.valid('param').id, THE_ITEM);
      const input = c.req.valid('json');
      await authorizeReferences(c, input);
      const before = await getMaintenanceItem(db, c.var.user.id, id);
      if (!before) throw notFound(THE_ITEM);
      const saved = await updateMaintenanceItem(db, c.var.user.id, id, input);
      const row = await getMaintenanceItem(db, c.var.user.id, id);
      if (!row) throw notFound(THE_ITEM);
      if (!saved) throw staleUpdate(presentMaintenanceItem(row));
      await announceMaintenanceStatus(c.var.services, before.item, row.item);
      return c.json({ item: presentMaintenanceItem(row) } satisfies MaintenanceItemResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{id}/status',
      operationId: 'updateMaintenanceItemStatus',
      tags,
      summary: "Change a maintenance item's status",
      description:
        'Sets the status alone, whatever the version: the last change wins, and the version is bumped so an update made from an older read is refused. A change sends the `maintenance.status_changed` webhook event.',
      request: { params: idPath, body: jsonBody(maintenanceStatusSchema) },
      responses: {
        200: json(itemResponse, 'The maintenance item with its new status.'),
        ...errorResponses(400, 404, 415),
      },
    }),
    async (c) => {
      const { db } = c.var.services.database;
      const id = idParam(c.req.valid('param').id, THE_ITEM);
      const { status } = c.req.valid('json');
      const before = await getMaintenanceItem(db, c.var.user.id, id);
      if (!before || !(await setMaintenanceStatus(db, c.var.user.id, id, status))) throw notFound(THE_ITEM);
      const row = await getMaintenanceItem(db, c.var.user.id, id);
      if (!row) throw notFound(THE_ITEM);
      await announceMaintenanceStatus(c.var.services, before.item, row.item);
      return c.json({ item: presentMaintenanceItem(row) } satisfies MaintenanceItemResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'deleteMaintenanceItem',
      tags,
      summary: 'Delete a maintenance item',
      description: 'Deletes a maintenance item with its photos. It cannot be undone.',
      request: { params: idPath },
      responses: { 204: { description: 'Deleted.' }, ...errorResponses(404) },
    }),
    async (c) => {
      const { database, files } = c.var.services;
      const id = idParam(c.req.valid('param').id, THE_ITEM);
      if (!(await deleteMaintenanceItem({ db: database.db, files }, c.var.user.id, id)))
        throw notFound(THE_ITEM);
      return c.body(null, 204);
    },
  );
