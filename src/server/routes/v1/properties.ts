import { createRoute, z } from '@hono/zod-openapi';
import {
  propertyInputSchema,
  propertySchema,
  propertyUpdateSchema,
} from '#shared/properties/property-schemas';
import type { PropertyPage, PropertyResponse } from '#shared/properties/property-responses';
import { notFound } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { staleUpdate } from '#server/http/stale-update';
import { pageOfSorted } from '#server/platform/lib/cursor';
import { createProperty } from '#server/properties/create-property';
import { deleteProperty } from '#server/properties/delete-property';
import { getHome } from '#server/properties/get-property';
import { listProperties } from '#server/properties/list-properties';
import { presentProperty } from '#server/properties/present-property';
import { updateProperty } from '#server/properties/update-property';
import {
  errorResponses,
  idempotencyHeader,
  idPath,
  json,
  jsonBody,
  nextCursor,
  pageQuery,
} from './openapi-parts';
import { v1Router } from './v1-router';

const THE_PROPERTY = 'That property';
const tags = ['Properties'];

const propertyResponse = z.object({ property: propertySchema }).meta({ id: 'PropertyResponse' });
const propertyPage = z
  .object({ properties: z.array(propertySchema), nextCursor })
  .meta({ id: 'PropertyPage' });

/** The renter's homes and stays (docs/product.md §5): the same domain functions as /api/properties. */
export const propertyV1Routes = v1Router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listProperties',
      tags,
      summary: 'List properties',
      description: 'Your properties, newest first, one page at a time.',
      request: { query: pageQuery },
      responses: { 200: json(propertyPage, 'A page of properties.'), ...errorResponses(400) },
    }),
    async (c) => {
      const rows = await listProperties(c.var.services.database.db, c.var.user.id);
      const page = pageOfSorted(rows, c.req.valid('query'), ({ property }) => ({
        at: property.createdAt,
        id: property.id,
      }));
      return c.json(
        { properties: page.items.map(presentProperty), nextCursor: page.nextCursor } satisfies PropertyPage,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'createProperty',
      tags,
      summary: 'Create a property',
      description: 'Adds a home. Send an Idempotency-Key to retry safely.',
      request: { headers: idempotencyHeader, body: jsonBody(propertyInputSchema) },
      responses: { 201: json(propertyResponse, 'The new property.'), ...errorResponses(400, 409, 415, 422) },
    }),
    async (c) => {
      const property = await createProperty(c.var.services.database.db, c.var.user.id, c.req.valid('json'));
      return c.json(
        {
          property: presentProperty({ property, photoCount: 0, maintenanceCount: 0 }),
        } satisfies PropertyResponse,
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getProperty',
      tags,
      summary: 'Get a property',
      description: 'One property, with its photo and maintenance counts.',
      request: { params: idPath },
      responses: { 200: json(propertyResponse, 'The property.'), ...errorResponses(404) },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_PROPERTY);
      const property = await getHome(c.var.services.database.db, c.var.user.id, id);
      if (!property) throw notFound(THE_PROPERTY);
      return c.json({ property: presentProperty(property) } satisfies PropertyResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      operationId: 'updateProperty',
      tags,
      summary: 'Update a property',
      description:
        'Changes a property. Send the `version` you read: if it changed since, the answer is 409 STALE_UPDATE with the current property in `error.details.current`.',
      request: { params: idPath, body: jsonBody(propertyUpdateSchema) },
      responses: {
        200: json(propertyResponse, 'The updated property.'),
        ...errorResponses(400, 404, 409, 415),
      },
    }),
    async (c) => {
      const { db } = c.var.services.database;
      const id = idParam(c.req.valid('param').id, THE_PROPERTY);
      const saved = await updateProperty(db, c.var.user.id, id, c.req.valid('json'));
      const row = await getHome(db, c.var.user.id, id);
      if (!row) throw notFound(THE_PROPERTY);
      if (!saved) throw staleUpdate(presentProperty(row));
      return c.json({ property: presentProperty(row) } satisfies PropertyResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'deleteProperty',
      tags,
      summary: 'Delete a property',
      description:
        'Deletes a property with its photos, maintenance items and documents. It cannot be undone.',
      request: { params: idPath },
      responses: { 204: { description: 'Deleted.' }, ...errorResponses(404) },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_PROPERTY);
      const { database, files } = c.var.services;
      if (!(await deleteProperty({ db: database.db, files }, c.var.user.id, id)))
        throw notFound(THE_PROPERTY);
      return c.body(null, 204);
    },
  );
