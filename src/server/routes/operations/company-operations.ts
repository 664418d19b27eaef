import { z } from 'zod';
import {
  companyPropertySchema,
  companyPropertyUpdateSchema,
  presentedCompanyPropertySchema,
} from '#shared/companies/company-property-schemas';
import {
  companyTenancySchema,
  maintenanceRequestSchema,
  maintenanceRequestUpdateSchema,
  tenancyPhotoSchema,
} from '#shared/tenancies/tenancy-schemas';
import { createCompanyProperty } from '#server/companies/create-company-property';
import { deleteCompanyProperty } from '#server/companies/delete-company-property';
import { getCompanyProperty, listCompanyProperties } from '#server/companies/list-company-properties';
import { presentCompanyProperty } from '#server/companies/present-company-property';
import { updateCompanyProperty } from '#server/companies/update-company-property';
import { apiMembershipOf } from '#server/routes/api-membership';
import { notFound } from '#server/http/errors';
import { membershipOf } from '#server/routes/membership';
import { idPath } from '#server/http/openapi-parts';
import { listOperation, type OperationContext, pageOrAll, recordOperation } from '#server/http/operation';
import { idParam } from '#server/http/params';
import { staleUpdate } from '#server/http/stale-update';
import { SHARED_PHOTO_SIZES } from '#server/photos/photo-keys';
import { asMember, authorize, type Membership } from '#server/policies/policy';
import { changeMaintenanceRequest } from '#server/tenancies/change-maintenance-request';
import { findSharedTenancy } from '#server/tenancies/find-shared-tenancy';
import { listCompanyTenancies } from '#server/tenancies/list-tenancies';
import { listMaintenanceRequests } from '#server/tenancies/maintenance-requests';
import { listTenancyPhotos, openTenancyPhoto } from '#server/tenancies/tenancy-photos';

const THE_PROPERTY = 'That property';
const THE_TENANT = 'That tenant';
const THE_PHOTO = 'That photo';
const THE_REQUEST = 'That maintenance request';

const ROLES = `A company key acts for its company with its role; a personal key acts with its owner's membership (404 for someone in no company).`;
const ADMINS_ONLY = `${ROLES} Admins only: a Member is refused with 403.`;

const propertyTags = ['Company properties'];
const tenantTags = ['Company tenants'];
const maintenanceTags = ['Company maintenance'];

const propertyResponse = z
  .object({ property: presentedCompanyPropertySchema })
  .meta({ id: 'CompanyPropertyResponse' });
const tenantResponse = z.object({ tenant: companyTenancySchema }).meta({ id: 'CompanyTenantResponse' });
const requestResponse = z
  .object({ request: maintenanceRequestSchema })
  .meta({ id: 'MaintenanceRequestResponse' });

const photoPath = z.object({
  id: z.string().describe('The tenant link id (a UUID).'),
  photoId: z.string().describe('The photo id (a UUID).'),
  size: z.enum(SHARED_PHOTO_SIZES).describe('A display size; the original never leaves.'),
});

/**
 * The company and role a request acts with: on `/api/v1` the key's (a company key's own role), in
 * the app the signed-in person's membership; read afresh each time, someone in no company is a 404.
 */
const membershipFor = ({ surface, http }: OperationContext) =>
  surface === 'v1' ? apiMembershipOf(http) : membershipOf(http);

const person = ({ user }: OperationContext) => ({ id: user.id, name: user.name || user.email });

/** Another company's property is answered like one that never existed. */
async function presentedPropertyOf(context: OperationContext, membership: Membership, id: string) {
  const row = await getCompanyProperty(context.services.database.db, membership.companyId, id);
  if (!row) throw notFound(THE_PROPERTY);
  return presentCompanyProperty(row);
}

/** One of the company's active tenant links; pending, ended and another company's are a 404. */
async function sharedTenancyOf(context: OperationContext, id: string) {
  const membership = await membershipFor(context);
  const tenancy = await findSharedTenancy(
    context.services.database.db,
    membership.companyId,
    idParam(id, THE_TENANT),
  );
  if (!tenancy) throw notFound(THE_TENANT);
  return tenancy;
}

/**
 * The Landlord Portal's records (docs/product.md §18, §19): the company's properties, its tenant
 * links and what each tenant shares, and their maintenance requests, with the same domain functions
 * and role rules in the app and for programs. Company keys reach only these routes. Where the app
 * asks differently (a property replaced with PUT, a request changed at its own path, photos oldest
 * first) its routes stay in `routes/api/`, and these serve `/api/v1` alone.
 */
export const COMPANY_OPERATIONS = [
  listOperation({
    id: 'listCompanyProperties',
    method: 'get',
    path: '/company/properties',
    tags: propertyTags,
    summary: "List the company's properties",
    description: `The company's own buildings, newest first. ${ROLES}`,
    permission: 'read',
    errors: [400, 404],
    answer: {
      key: 'properties',
      item: presentedCompanyPropertySchema,
      pageId: 'CompanyPropertyPage',
      description: 'A page of properties.',
    },
    run: async (context, _input, page) => {
      const membership = await membershipFor(context);
      const rows = await listCompanyProperties(context.services.database.db, membership.companyId);
      const { items, nextCursor } = pageOrAll(rows, page, (row) => ({ at: row.createdAt, id: row.id }));
      return { items: items.map(presentCompanyProperty), nextCursor };
    },
  }),
  recordOperation({
    id: 'createCompanyProperty',
    method: 'post',
    path: '/company/properties',
    tags: propertyTags,
    summary: 'Add a company property',
    description: `Adds one of the company's buildings. ${ADMINS_ONLY} Send an Idempotency-Key to retry safely.`,
    // The app reads the membership before the body: someone in no company is a 404 whatever is sent.
    surfaces: ['v1'],
    permission: 'write',
    creates: true,
    errors: [400, 404, 409, 415, 422],
    body: companyPropertySchema,
    answer: { status: 201, schema: propertyResponse, description: 'The new property.' },
    run: async (context, { body }) => {
      const membership = await membershipFor(context);
      authorize(asMember(membership), 'manageCompany');
      const { database, clock } = context.services;
      const row = await createCompanyProperty(database.db, membership.companyId, body, clock.now());
      return { property: presentCompanyProperty(row) };
    },
  }),
  recordOperation({
    id: 'getCompanyProperty',
    method: 'get',
    path: '/company/properties/{id}',
    records: { id: 'companyProperty' },
    tags: propertyTags,
    summary: 'Get a company property',
    description: `One of the company's buildings. ${ROLES}`,
    surfaces: ['v1'],
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: propertyResponse, description: 'The property.' },
    run: async (context, { params }) => {
      const membership = await membershipFor(context);
      const id = idParam(params.id, THE_PROPERTY);
      return { property: await presentedPropertyOf(context, membership, id) };
    },
  }),
  recordOperation({
    id: 'updateCompanyProperty',
    method: 'patch',
    path: '/company/properties/{id}',
    records: { id: 'companyProperty' },
    tags: propertyTags,
    summary: 'Update a company property',
    description: `Changes a building's name, address and units. Send the \`version\` you read: if it changed since, the answer is 409 STALE_UPDATE with the current property in \`error.details.current\`. ${ADMINS_ONLY}`,
    surfaces: ['v1'],
    permission: 'write',
    errors: [400, 404, 409, 415],
    params: idPath,
    body: companyPropertyUpdateSchema,
    answer: { status: 200, schema: propertyResponse, description: 'The updated property.' },
    run: async (context, { params, body }) => {
      const membership = await membershipFor(context);
      const id = idParam(params.id, THE_PROPERTY);
      authorize(asMember(membership), 'manageCompany');
      const { database, clock } = context.services;
      const saved = await updateCompanyProperty(database.db, membership.companyId, id, body, clock.now());
      const property = await presentedPropertyOf(context, membership, id);
      if (!saved) throw staleUpdate(property);
      return { property };
    },
  }),
  recordOperation({
    id: 'deleteCompanyProperty',
    method: 'delete',
    path: '/company/properties/{id}',
    records: { id: 'companyProperty' },
    tags: propertyTags,
    summary: 'Delete a company property',
    description: `Deletes one of the company's buildings. A building with tenant links, ended ones included, is refused with 409: each link is its tenant's history. ${ADMINS_ONLY}`,
    permission: 'write',
    errors: [404, 409],
    params: idPath,
    answer: { status: 204, description: 'Deleted.' },
    run: async (context, { params }) => {
      const membership = await membershipFor(context);
      const id = idParam(params.id, THE_PROPERTY);
      authorize(asMember(membership), 'manageCompany');
      if (!(await deleteCompanyProperty(context.services.database.db, membership.companyId, id)))
        throw notFound(THE_PROPERTY);
      return undefined;
    },
  }),
  listOperation({
    id: 'listCompanyTenants',
    method: 'get',
    path: '/company/tenants',
    tags: tenantTags,
    summary: "List the company's tenants",
    description: `The company's tenant links, newest invitation first (ended ones stay listed as ended), each with what the tenant shares through it. ${ROLES}`,
    permission: 'read',
    errors: [400, 404],
    answer: {
      key: 'tenants',
      item: companyTenancySchema,
      pageId: 'CompanyTenantPage',
      description: 'A page of tenant links.',
    },
    run: async (context, _input, page) => {
      const membership = await membershipFor(context);
      const { database, clock } = context.services;
      const tenants = await listCompanyTenancies(database.db, membership.companyId, clock.now());
      return pageOrAll(tenants, page, (tenant) => ({ at: new Date(tenant.invitedAt), id: tenant.id }));
    },
  }),
  recordOperation({
    id: 'getCompanyTenant',
    method: 'get',
    path: '/company/tenants/{id}',
    records: { id: 'tenancy' },
    tags: tenantTags,
    summary: 'Get a tenant link',
    description: `One of the company's tenant links. ${ROLES}`,
    surfaces: ['v1'],
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: tenantResponse, description: 'The tenant link.' },
    run: async (context, { params }) => {
      const membership = await membershipFor(context);
      const id = idParam(params.id, THE_TENANT);
      const { database, clock } = context.services;
      const [tenant] = await listCompanyTenancies(database.db, membership.companyId, clock.now(), id);
      if (!tenant) throw notFound(THE_TENANT);
      return { tenant };
    },
  }),
  listOperation({
    id: 'listCompanyTenantPhotos',
    method: 'get',
    path: '/company/tenants/{id}/photos',
    records: { id: 'tenancy' },
    tags: tenantTags,
    summary: "List a tenant's shared photos",
    description: `The move-in and move-out photos of the rental the tenant shares through an active link (only the stages they share), newest first, with each photo's three facts and never where it was taken. A pending or ended link is a 404. ${ROLES}`,
    surfaces: ['v1'],
    permission: 'read',
    errors: [400, 404],
    params: idPath,
    answer: {
      key: 'photos',
      item: tenancyPhotoSchema,
      pageId: 'TenantPhotoPage',
      description: 'A page of photos.',
    },
    run: async (context, { params }, page) => {
      const tenancy = await sharedTenancyOf(context, params.id);
      const oldestFirst = await listTenancyPhotos(context.services.database.db, tenancy);
      return pageOrAll(oldestFirst.toReversed(), page, (photo) => ({
        at: new Date(photo.receivedAt),
        id: photo.id,
      }));
    },
  }),
  recordOperation({
    id: 'downloadCompanyTenantPhoto',
    method: 'get',
    path: '/company/tenants/{id}/photos/{photoId}/{size}',
    records: { id: 'tenancy', photoId: 'tenancyPhoto' },
    tags: tenantTags,
    summary: "Download a tenant's shared photo",
    description: `A display size of a photo the tenant shares, re-encoded as WebP without any metadata: the original, with its location, never leaves. ${ROLES}`,
    surfaces: ['v1'],
    permission: 'read',
    errors: [400, 404],
    params: photoPath,
    answer: { status: 200, files: ['image/webp'], description: 'The image.' },
    run: async (context, { params }) => {
      const { id, photoId, size } = params;
      const tenancy = await sharedTenancyOf(context, id);
      const { services, http } = context;
      const file = await openTenancyPhoto(
        { db: services.database.db, files: services.files },
        tenancy,
        idParam(photoId, THE_PHOTO),
        size,
      );
      if (!file) throw notFound(THE_PHOTO);
      return http.body(file.stream, 200, {
        'Content-Type': 'image/webp',
        'Content-Length': String(file.size),
        'Cache-Control': 'private, no-store',
      });
    },
  }),
  listOperation({
    id: 'listCompanyMaintenanceRequests',
    method: 'get',
    path: '/company/maintenance',
    tags: maintenanceTags,
    summary: 'List maintenance requests',
    description: `The maintenance items of linked tenants who share their maintenance journal, newest first, each with the company's updates. ${ROLES}`,
    permission: 'read',
    errors: [400, 404],
    answer: {
      key: 'requests',
      item: maintenanceRequestSchema,
      pageId: 'MaintenanceRequestPage',
      description: 'A page of requests.',
    },
    run: async (context, _input, page) => {
      const membership = await membershipFor(context);
      const requests = await listMaintenanceRequests(context.services.database.db, membership.companyId);
      return pageOrAll(requests, page, (request) => ({ at: new Date(request.createdAt), id: request.id }));
    },
  }),
  recordOperation({
    id: 'updateCompanyMaintenanceRequestStatus',
    method: 'patch',
    path: '/company/maintenance/{id}/status',
    records: { id: 'maintenanceRequest' },
    tags: maintenanceTags,
    summary: "Change a maintenance request's status",
    description: `Moves a shared request to a status, with an optional comment the tenant reads in their journal under the key maker's and the company's names. A change of status sends the \`maintenance.status_changed\` webhook event. ${ROLES}`,
    surfaces: ['v1'],
    permission: 'write',
    errors: [400, 404, 415],
    params: idPath,
    body: maintenanceRequestUpdateSchema,
    answer: { status: 200, schema: requestResponse, description: 'The request, with its new update.' },
    run: async (context, { params, body }) => {
      const membership = await membershipFor(context);
      const id = idParam(params.id, THE_REQUEST);
      const updated = await changeMaintenanceRequest(
        context.services,
        membership.companyId,
        person(context),
        id,
        body,
      );
      if (!updated) throw notFound(THE_REQUEST);
      const [request] = await listMaintenanceRequests(context.services.database.db, membership.companyId, id);
      if (!request) throw notFound(THE_REQUEST);
      return { request };
    },
  }),
];
