import { z } from 'zod';
import {
  propertyInputSchema,
  propertySchema,
  propertyUpdateSchema,
} from '#shared/properties/property-schemas';
import { notFound } from '#server/http/errors';
import { idPath } from '#server/http/openapi-parts';
import { listOperation, pageOrAll, recordOperation } from '#server/http/operation';
import { idParam } from '#server/http/params';
import { staleUpdate } from '#server/http/stale-update';
import { createProperty } from '#server/properties/create-property';
import { deleteProperty } from '#server/properties/delete-property';
import { getHome } from '#server/properties/get-property';
import { listProperties } from '#server/properties/list-properties';
import { presentProperty } from '#server/properties/present-property';
import { updateProperty } from '#server/properties/update-property';

const THE_PROPERTY = 'That property';
const tags = ['Properties'];

const propertyResponse = z.object({ property: propertySchema }).meta({ id: 'PropertyResponse' });

/** The renter's homes and stays (docs/product.md §5), on `/api/properties` and `/api/v1/properties`. */
export const PROPERTY_OPERATIONS = [
  listOperation({
    id: 'listProperties',
    method: 'get',
    path: '/properties',
    tags,
    summary: 'List properties',
    description: 'Your properties, newest first, one page at a time.',
    permission: 'read',
    errors: [400],
    answer: {
      key: 'properties',
      item: propertySchema,
      pageId: 'PropertyPage',
      description: 'A page of properties.',
    },
    run: async ({ services, user }, _input, page) => {
      const rows = await listProperties(services.database.db, user.id);
      const { items, nextCursor } = pageOrAll(rows, page, ({ property }) => ({
        at: property.createdAt,
        id: property.id,
      }));
      return { items: items.map(presentProperty), nextCursor };
    },
  }),
  recordOperation({
    id: 'createProperty',
    method: 'post',
    path: '/properties',
    tags,
    summary: 'Create a property',
    description: 'Adds a home. Send an Idempotency-Key to retry safely.',
    permission: 'write',
    creates: true,
    errors: [400, 409, 415, 422],
    body: propertyInputSchema,
    answer: { status: 201, schema: propertyResponse, description: 'The new property.' },
    run: async ({ services, user }, { body }) => {
      const property = await createProperty(services.database.db, user.id, body);
      return { property: presentProperty({ property, photoCount: 0, maintenanceCount: 0 }) };
    },
  }),
  recordOperation({
    id: 'getProperty',
    method: 'get',
    path: '/properties/{id}',
    records: { id: 'property' },
    tags,
    summary: 'Get a property',
    description: 'One property, with its photo and maintenance counts.',
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: propertyResponse, description: 'The property.' },
    run: async ({ services, user }, { params }) => {
      const property = await getHome(services.database.db, user.id, idParam(params.id, THE_PROPERTY));
      if (!property) throw notFound(THE_PROPERTY);
      return { property: presentProperty(property) };
    },
  }),
  recordOperation({
    id: 'updateProperty',
    method: 'patch',
    path: '/properties/{id}',
    records: { id: 'property' },
    tags,
    summary: 'Update a property',
    description:
      'Changes a property. Send the `version` you read: if it changed since, the answer is 409 STALE_UPDATE with the current property in `error.details.current`.',
    permission: 'write',
    errors: [400, 404, 409, 415],
    params: idPath,
    body: propertyUpdateSchema,
    answer: { status: 200, schema: propertyResponse, description: 'The updated property.' },
    run: async ({ services, user }, { params, body }) => {
      const { db } = services.database;
      const id = idParam(params.id, THE_PROPERTY);
      const saved = await updateProperty(db, user.id, id, body);
      const row = await getHome(db, user.id, id);
      if (!row) throw notFound(THE_PROPERTY);
      if (!saved) throw staleUpdate(presentProperty(row));
      return { property: presentProperty(row) };
    },
  }),
  recordOperation({
    id: 'deleteProperty',
    method: 'delete',
    path: '/properties/{id}',
    records: { id: 'property' },
    tags,
    summary: 'Delete a property',
    description: 'Deletes a property with its photos, maintenance items and documents. It cannot be undone.',
    permission: 'write',
    errors: [404],
    params: idPath,
    answer: { status: 204, description: 'Deleted.' },
    run: async ({ services, user }, { params }) => {
      const { database, files } = services;
      const id = idParam(params.id, THE_PROPERTY);
      if (!(await deleteProperty({ db: database.db, files }, user.id, id))) throw notFound(THE_PROPERTY);
      return undefined;
    },
  }),
];
