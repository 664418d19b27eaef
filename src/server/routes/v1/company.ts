import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  companyPropertySchema,
  companyPropertyUpdateSchema,
  presentedCompanyPropertySchema,
} from '#shared/companies/company-property-schemas';
import type { CompanyPropertyPage, CompanyPropertyResponse } from '#shared/companies/company-responses';
import type {
  CompanyTenancyPage,
  CompanyTenancyResponse,
  MaintenanceRequestPage,
  MaintenanceRequestResponse,
  TenancyPhotoPage,
} from '#shared/tenancies/tenancy-responses';
import {
  companyTenancySchema,
  maintenanceRequestSchema,
  maintenanceRequestUpdateSchema,
  tenancyPhotoSchema,
} from '#shared/tenancies/tenancy-schemas';
import { createCompanyProperty } from '#server/companies/create-company-property';
import { deleteCompanyProperty } from '#server/companies/delete-company-property';
import { asMember, authorize, type Membership } from '#server/policies/policy';
import { getCompanyProperty, listCompanyProperties } from '#server/companies/list-company-properties';
import { presentCompanyProperty } from '#server/companies/present-company-property';
import { updateCompanyProperty } from '#server/companies/update-company-property';
import { apiMembershipOf } from '#server/http/api-membership';
import type { AppEnv } from '#server/http/app-env';
import { changeMaintenanceRequest } from '#server/tenancies/change-maintenance-request';
import { notFound } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { staleUpdate } from '#server/http/stale-update';
import { pageOfSorted } from '#server/platform/lib/cursor';
import { SHARED_PHOTO_SIZES } from '#server/photos/photo-keys';
import { findSharedTenancy } from '#server/tenancies/find-shared-tenancy';
import { listCompanyTenancies } from '#server/tenancies/list-tenancies';
import { listMaintenanceRequests } from '#server/tenancies/maintenance-requests';
import { listTenancyPhotos, openTenancyPhoto } from '#server/tenancies/tenancy-photos';
import {
  errorResponses,
  idempotencyHeader,
  idPath,
  json,
  jsonBody,
  nextCursor,
  pageQuery,
  fileAnswer,
} from '#server/http/openapi-parts';
import { v1Router } from './v1-router';

const THE_PROPERTY = 'That property';
const THE_TENANT = 'That tenant';
const THE_PHOTO = 'That photo';
const THE_REQUEST = 'That maintenance request';

const ROLES = `A company key acts for its company with its role; a personal key acts with its owner's membership (404 for someone in no company).`;
const ADMINS_ONLY = `${ROLES} Admins only: a Member is refused with 403.`;

const propertyResponse = z
  .object({ property: presentedCompanyPropertySchema })
  .meta({ id: 'CompanyPropertyResponse' });
const propertyPage = z
  .object({ properties: z.array(presentedCompanyPropertySchema), nextCursor })
  .meta({ id: 'CompanyPropertyPage' });
const tenantResponse = z.object({ tenant: companyTenancySchema }).meta({ id: 'CompanyTenantResponse' });
const tenantPage = z
  .object({ tenants: z.array(companyTenancySchema), nextCursor })
  .meta({ id: 'CompanyTenantPage' });
const photoPage = z
  .object({ photos: z.array(tenancyPhotoSchema), nextCursor })
  .meta({ id: 'TenantPhotoPage' });
const requestResponse = z
  .object({ request: maintenanceRequestSchema })
  .meta({ id: 'MaintenanceRequestResponse' });
const requestPage = z
  .object({ requests: z.array(maintenanceRequestSchema), nextCursor })
  .meta({ id: 'MaintenanceRequestPage' });

const photoPath = z.object({
  id: z.string().describe('The tenant link id (a UUID).'),
  photoId: z.string().describe('The photo id (a UUID).'),
  size: z.enum(SHARED_PHOTO_SIZES).describe('A display size; the original never leaves.'),
});

const person = (c: Context<AppEnv>) => ({ id: c.var.user.id, name: c.var.user.name || c.var.user.email });

/** Another company's property is answered like one that never existed. */
async function presentedPropertyOf(c: Context<AppEnv>, membership: Membership, id: string) {
  const row = await getCompanyProperty(c.var.services.database.db, membership.companyId, id);
  if (!row) throw notFound(THE_PROPERTY);
  return presentCompanyProperty(row);
}

/** One of the company's active tenant links; pending, ended and another company's are a 404. */
async function sharedTenancyOf(c: Context<AppEnv>, id: string) {
  const membership = await apiMembershipOf(c);
  const tenancy = await findSharedTenancy(
    c.var.services.database.db,
    membership.companyId,
    idParam(id, THE_TENANT),
  );
  if (!tenancy) throw notFound(THE_TENANT);
  return tenancy;
}

/** One of the company's maintenance requests as the company sees it. */
async function requestOf(c: Context<AppEnv>, companyId: string, id: string) {
  const [request] = await listMaintenanceRequests(c.var.services.database.db, companyId, id);
  if (!request) throw notFound(THE_REQUEST);
  return request;
}

/**
 * The Landlord Portal for programs (docs/product.md §18, §19): the company's properties, its tenant
 * links and what each tenant shares, and their maintenance requests, with the same domain functions
 * and role rules as the app's /api/company routes. Company keys reach only these routes.
 */
export const companyV1Routes = v1Router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/properties',
      operationId: 'listCompanyProperties',
      tags: ['Company properties'],
      summary: "List the company's properties",
      description: `The company's own buildings, newest first. ${ROLES}`,
      request: { query: pageQuery },
      responses: { 200: json(propertyPage, 'A page of properties.'), ...errorResponses(400, 404) },
    }),
    async (c) => {
      const membership = await apiMembershipOf(c);
      const rows = await listCompanyProperties(c.var.services.database.db, membership.companyId);
      const page = pageOfSorted(rows, c.req.valid('query'), (row) => ({ at: row.createdAt, id: row.id }));
      return c.json(
        {
          properties: page.items.map(presentCompanyProperty),
          nextCursor: page.nextCursor,
        } satisfies CompanyPropertyPage,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/properties',
      operationId: 'createCompanyProperty',
      tags: ['Company properties'],
      summary: 'Add a company property',
      description: `Adds one of the company's buildings. ${ADMINS_ONLY} Send an Idempotency-Key to retry safely.`,
      request: { headers: idempotencyHeader, body: jsonBody(companyPropertySchema) },
      responses: {
        201: json(propertyResponse, 'The new property.'),
        ...errorResponses(400, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const membership = await apiMembershipOf(c);
      authorize(asMember(membership), 'manageCompany');
      const { database, clock } = c.var.services;
      const row = await createCompanyProperty(
        database.db,
        membership.companyId,
        c.req.valid('json'),
        clock.now(),
      );
      return c.json({ property: presentCompanyProperty(row) } satisfies CompanyPropertyResponse, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/properties/{id}',
      operationId: 'getCompanyProperty',
      tags: ['Company properties'],
      summary: 'Get a company property',
      description: `One of the company's buildings. ${ROLES}`,
      request: { params: idPath },
      responses: { 200: json(propertyResponse, 'The property.'), ...errorResponses(404) },
    }),
    async (c) => {
      const membership = await apiMembershipOf(c);
      const id = idParam(c.req.valid('param').id, THE_PROPERTY);
      return c.json(
        { property: await presentedPropertyOf(c, membership, id) } satisfies CompanyPropertyResponse,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/properties/{id}',
      operationId: 'updateCompanyProperty',
      tags: ['Company properties'],
      summary: 'Update a company property',
      description: `Changes a building's name, address and units. Send the \`version\` you read: if it changed since, the answer is 409 STALE_UPDATE with the current property in \`error.details.current\`. ${ADMINS_ONLY}`,
      request: { params: idPath, body: jsonBody(companyPropertyUpdateSchema) },
      responses: {
        200: json(propertyResponse, 'The updated property.'),
        ...errorResponses(400, 404, 409, 415),
      },
    }),
    async (c) => {
      const membership = await apiMembershipOf(c);
      const id = idParam(c.req.valid('param').id, THE_PROPERTY);
      authorize(asMember(membership), 'manageCompany');
      const { database, clock } = c.var.services;
      const input = c.req.valid('json');
      const saved = await updateCompanyProperty(database.db, membership.companyId, id, input, clock.now());
      const property = await presentedPropertyOf(c, membership, id);
      if (!saved) throw staleUpdate(property);
      return c.json({ property } satisfies CompanyPropertyResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/properties/{id}',
      operationId: 'deleteCompanyProperty',
      tags: ['Company properties'],
      summary: 'Delete a company property',
      description: `Deletes one of the company's buildings. A building with tenant links, ended ones included, is refused with 409: each link is its tenant's history. ${ADMINS_ONLY}`,
      request: { params: idPath },
      responses: { 204: { description: 'Deleted.' }, ...errorResponses(404, 409) },
    }),
    async (c) => {
      const membership = await apiMembershipOf(c);
      const id = idParam(c.req.valid('param').id, THE_PROPERTY);
      authorize(asMember(membership), 'manageCompany');
      if (!(await deleteCompanyProperty(c.var.services.database.db, membership.companyId, id)))
        throw notFound(THE_PROPERTY);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/tenants',
      operationId: 'listCompanyTenants',
      tags: ['Company tenants'],
      summary: "List the company's tenants",
      description: `The company's tenant links, newest invitation first (ended ones stay listed as ended), each with what the tenant shares through it. ${ROLES}`,
      request: { query: pageQuery },
      responses: { 200: json(tenantPage, 'A page of tenant links.'), ...errorResponses(400, 404) },
    }),
    async (c) => {
      const membership = await apiMembershipOf(c);
      const { database, clock } = c.var.services;
      const tenants = await listCompanyTenancies(database.db, membership.companyId, clock.now());
      const page = pageOfSorted(tenants, c.req.valid('query'), (tenant) => ({
        at: new Date(tenant.invitedAt),
        id: tenant.id,
      }));
      return c.json({ tenants: page.items, nextCursor: page.nextCursor } satisfies CompanyTenancyPage, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/tenants/{id}',
      operationId: 'getCompanyTenant',
      tags: ['Company tenants'],
      summary: 'Get a tenant link',
      description: `One of the company's tenant links. ${ROLES}`,
      request: { params: idPath },
      responses: { 200: json(tenantResponse, 'The tenant link.'), ...errorResponses(404) },
    }),
    async (c) => {
      const membership = await apiMembershipOf(c);
      const id = idParam(c.req.valid('param').id, THE_TENANT);
      const { database, clock } = c.var.services;
      const [tenant] = await listCompanyTenancies(database.db, membership.companyId, clock.now(), id);
      if (!tenant) throw notFound(THE_TENANT);
      return c.json({ tenant } satisfies CompanyTenancyResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/tenants/{id}/photos',
      operationId: 'listCompanyTenantPhotos',
      tags: ['Company tenants'],
      summary: "List a tenant's shared photos",
      description: `The move-in and move-out photos of the rental the tenant shares through an active link (only the stages they share), newest first, with each photo's three facts and never where it was taken. A pending or ended link is a 404. ${ROLES}`,
      request: { params: idPath, query: pageQuery },
      responses: { 200: json(photoPage, 'A page of photos.'), ...errorResponses(400, 404) },
    }),
    async (c) => {
      const tenancy = await sharedTenancyOf(c, c.req.valid('param').id);
      const oldestFirst = await listTenancyPhotos(c.var.services.database.db, tenancy);
      const page = pageOfSorted(oldestFirst.toReversed(), c.req.valid('query'), (photo) => ({
        at: new Date(photo.receivedAt),
        id: photo.id,
      }));
      return c.json({ photos: page.items, nextCursor: page.nextCursor } satisfies TenancyPhotoPage, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/tenants/{id}/photos/{photoId}/{size}',
      operationId: 'downloadCompanyTenantPhoto',
      tags: ['Company tenants'],
      summary: "Download a tenant's shared photo",
      description: `A display size of a photo the tenant shares, re-encoded as WebP without any metadata: the original, with its location, never leaves. ${ROLES}`,
      request: { params: photoPath },
      responses: {
        200: fileAnswer(['image/webp'], 'The image.'),
        ...errorResponses(400, 404),
      },
    }),
    async (c) => {
      const { id, photoId, size } = c.req.valid('param');
      const tenancy = await sharedTenancyOf(c, id);
      const { database, files } = c.var.services;
      const file = await openTenancyPhoto(
        { db: database.db, files },
        tenancy,
        idParam(photoId, THE_PHOTO),
        size,
      );
      if (!file) throw notFound(THE_PHOTO);
      return c.body(file.stream, 200, {
        'Content-Type': 'image/webp',
        'Content-Length': String(file.size),
        'Cache-Control': 'private, no-store',
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/maintenance',
      operationId: 'listCompanyMaintenanceRequests',
      tags: ['Company maintenance'],
      summary: 'List maintenance requests',
      description: `The maintenance items of linked tenants who share their maintenance journal, newest first, each with the company's updates. ${ROLES}`,
      request: { query: pageQuery },
      responses: { 200: json(requestPage, 'A page of requests.'), ...errorResponses(400, 404) },
    }),
    async (c) => {
      const membership = await apiMembershipOf(c);
      const requests = await listMaintenanceRequests(c.var.services.database.db, membership.companyId);
      const page = pageOfSorted(requests, c.req.valid('query'), (request) => ({
        at: new Date(request.createdAt),
        id: request.id,
      }));
      return c.json(
        { requests: page.items, nextCursor: page.nextCursor } satisfies MaintenanceRequestPage,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/maintenance/{id}/status',
      operationId: 'updateCompanyMaintenanceRequestStatus',
      tags: ['Company maintenance'],
      summary: "Change a maintenance request's status",
      description: `Moves a shared request to a status, with an optional comment the tenant reads in their journal under the key maker's and the company's names. A change of status sends the \`maintenance.status_changed\` webhook event. ${ROLES}`,
      request: { params: idPath, body: jsonBody(maintenanceRequestUpdateSchema) },
      responses: {
        200: json(requestResponse, 'The request, with its new update.'),
        ...errorResponses(400, 404, 415),
      },
    }),
    async (c) => {
      const membership = await apiMembershipOf(c);
      const id = idParam(c.req.valid('param').id, THE_REQUEST);
      const change = c.req.valid('json');
      const updated = await changeMaintenanceRequest(
        c.var.services,
        membership.companyId,
        person(c),
        id,
        change,
      );
      if (!updated) throw notFound(THE_REQUEST);
      return c.json(
        { request: await requestOf(c, membership.companyId, id) } satisfies MaintenanceRequestResponse,
        200,
      );
    },
  );
