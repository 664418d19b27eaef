import type { Context } from 'hono';
import { Hono } from 'hono';
import { landlordDeductionInputSchema } from '#shared/deposits/deposit-schemas';
import type { LandlordDeductionList, LandlordDeductionResponse } from '#shared/deposits/deposit-responses';
import type { InvitationDeps } from '#server/companies/invite-member';
import {
  createLandlordDeduction,
  deleteLandlordDeduction,
  listLandlordDeductions,
  presentLandlordDeduction,
} from '#server/deposits/landlord-deductions';
import { INVITATION_EMAIL_RULE, INVITATION_LIMIT_MESSAGE } from '#server/companies/invite-member';
import { attachmentHeader } from '#server/platform/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { changeMaintenanceRequest } from '#server/tenancies/change-maintenance-request';
import { readUploadedDocument } from '#server/http/document-files';
import { AppError, notFound, readJson, validate } from '#server/http/errors';
import { membershipOf } from '#server/routes/membership';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { enforceRateLimit } from '#server/http/rate-limited';
import { acceptTenancy } from '#server/tenancies/accept-tenancy';
import { endTenancyForCompany, endTenancyForTenant } from '#server/tenancies/end-tenancy';
import { findSharedTenancy } from '#server/tenancies/find-shared-tenancy';
import { getPortalSummary } from '#server/tenancies/get-portal-summary';
import { inviteTenant } from '#server/tenancies/invite-tenant';
import { listCompanyNotices } from '#server/tenancies/list-notices';
import { listCompanyTenancies, listTenantLinks } from '#server/tenancies/list-tenancies';
import { listMaintenanceRequests } from '#server/tenancies/maintenance-requests';
import { previewTenancyInvitation } from '#server/tenancies/preview-tenancy-invitation';
import { sendNotice } from '#server/tenancies/send-notice';
import { findSharedDocument, listSharedDocuments } from '#server/tenancies/shared-documents';
import { listTenancyPhotos, openTenancyPhoto } from '#server/tenancies/tenancy-photos';
import { updateTenancySharing } from '#server/tenancies/update-tenancy-sharing';
import type {
  CompanyTenancyResponse,
  MaintenanceRequestResponse,
  NoticeResponse,
  PortalSummaryResponse,
  SharedDocumentList,
  TenancyInvitationPreviewResponse,
  TenancyPhotoList,
  TenantLinkList,
  TenantLinkResponse,
} from '#shared/tenancies/tenancy-responses';
import {
  acceptTenancySchema,
  inviteTenantSchema,
  maintenanceRequestUpdateSchema,
  TENANCY_MESSAGES,
  tenancySharingSchema,
} from '#shared/tenancies/tenancy-schemas';

const THE_TENANT = 'That tenant';
const THE_LINK = 'That landlord link';
const THE_REQUEST = 'That maintenance request';
const THE_DOCUMENT = 'That document';
const THE_PHOTO = 'That photo';
const THE_PROPERTY = 'That property';
const THE_NOTICE = 'That notice';
const THE_DEDUCTION = 'That deduction';

const person = (c: Context<AppEnv>) => ({ id: c.var.user.id, name: c.var.user.name || c.var.user.email });

function invitationDeps(c: Context<AppEnv>): InvitationDeps {
  const { database, mailer, logger, config, clock } = c.var.services;
  return { db: database.db, mailer, logger, appUrl: config.appUrl, now: clock.now() };
}

async function presentCompanyTenancy(c: Context<AppEnv>, companyId: string, tenancyId: string) {
  const { database, clock } = c.var.services;
  const [tenant] = await listCompanyTenancies(database.db, companyId, clock.now(), tenancyId);
  if (!tenant) throw notFound(THE_TENANT);
  return { tenant };
}

/** One of the company's active links, named by the path; 404 for anything else. */
async function sharedTenancyOf(c: Context<AppEnv>) {
  const membership = await membershipOf(c);
  const id = idParam(c.req.param('id'), THE_TENANT);
  const tenancy = await findSharedTenancy(c.var.services.database.db, membership.companyId, id);
  if (!tenancy) throw notFound(THE_TENANT);
  return tenancy;
}

/** /api/company/summary: the Landlord Portal's figures (docs/product.md §19). */
export const portalSummaryRoutes = new Hono<AppEnv>().use(requireUser).get('/', async (c) => {
  const membership = await membershipOf(c);
  const summary = await getPortalSummary(c.var.services.database.db, membership.companyId);
  return c.json({ summary } satisfies PortalSummaryResponse);
});

/**
 * /api/company/tenants: the company's tenant links and what each tenant shares through theirs; the
 * list of links is in the operations table (`routes/operations/`).
 */
export const companyTenantRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', async (c) => {
    const membership = await membershipOf(c);
    const input = validate(inviteTenantSchema, await readJson(c));
    await enforceRateLimit(
      c,
      `invitations:${membership.companyId}`,
      INVITATION_EMAIL_RULE,
      INVITATION_LIMIT_MESSAGE,
    );
    const tenancy = await inviteTenant(invitationDeps(c), membership, person(c), input);
    if (!tenancy) throw notFound(THE_PROPERTY);
    return c.json(
      (await presentCompanyTenancy(c, membership.companyId, tenancy.id)) satisfies CompanyTenancyResponse,
      201,
    );
  })
  .delete('/:id', async (c) => {
    const membership = await membershipOf(c);
    const id = idParam(c.req.param('id'), THE_TENANT);
    const { database, clock } = c.var.services;
    if (!(await endTenancyForCompany(database.db, membership.companyId, id, clock.now())))
      throw notFound(THE_TENANT);
    return c.body(null, 204);
  })
  .get('/:id/photos', async (c) => {
    const tenancy = await sharedTenancyOf(c);
    const photos = await listTenancyPhotos(c.var.services.database.db, tenancy);
    return c.json({ photos } satisfies TenancyPhotoList);
  })
  .get('/:id/photos/:photoId/:size', async (c) => {
    const tenancy = await sharedTenancyOf(c);
    const photoId = idParam(c.req.param('photoId'), THE_PHOTO);
    const { database, files } = c.var.services;
    const file = await openTenancyPhoto({ db: database.db, files }, tenancy, photoId, c.req.param('size'));
    if (!file) throw notFound(THE_PHOTO);
    c.header('Content-Type', 'image/webp');
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', 'private, no-store');
    return c.body(file.stream);
  })
  // A notice to the tenant's Document Hub, through an active link only; the link is found before
  // the upload is read, so another company's link is the same 404 whatever is sent.
  .post('/:id/notices', async (c) => {
    const tenancy = await sharedTenancyOf(c);
    const file = await readUploadedDocument(c);
    const { database, files } = c.var.services;
    const notice = await sendNotice({ db: database.db, files }, tenancy, person(c), file);
    if (!notice) throw notFound(THE_TENANT);
    const [sent] = await listCompanyNotices(database.db, tenancy.companyId, notice.id);
    if (!sent) throw notFound(THE_NOTICE);
    return c.json({ notice: sent } satisfies NoticeResponse, 201);
  })
  // The landlord's itemized list of deductions for this tenant, offered on their Deposit page (§32).
  .get('/:id/deductions', async (c) => {
    const tenancy = await sharedTenancyOf(c);
    const rows = await listLandlordDeductions(c.var.services.database.db, tenancy);
    return c.json({ deductions: rows.map(presentLandlordDeduction) } satisfies LandlordDeductionList);
  })
  .post('/:id/deductions', async (c) => {
    const tenancy = await sharedTenancyOf(c);
    const input = validate(landlordDeductionInputSchema, await readJson(c));
    const row = await createLandlordDeduction(c.var.services.database.db, tenancy, c.var.user.id, input);
    return c.json({ deduction: presentLandlordDeduction(row) } satisfies LandlordDeductionResponse, 201);
  })
  .delete('/:id/deductions/:deductionId', async (c) => {
    const tenancy = await sharedTenancyOf(c);
    const id = idParam(c.req.param('deductionId'), THE_DEDUCTION);
    if (!(await deleteLandlordDeduction(c.var.services.database.db, tenancy, id)))
      throw notFound(THE_DEDUCTION);
    return c.body(null, 204);
  });

/**
 * /api/company/maintenance: requests from linked tenants who share their maintenance journal; their
 * list is in the operations table (`routes/operations/`).
 */
export const companyMaintenanceRoutes = new Hono<AppEnv>().use(requireUser).patch('/:id', async (c) => {
  const membership = await membershipOf(c);
  const id = idParam(c.req.param('id'), THE_REQUEST);
  const change = validate(maintenanceRequestUpdateSchema, await readJson(c));
  const updated = await changeMaintenanceRequest(c.var.services, membership.companyId, person(c), id, change);
  if (!updated) throw notFound(THE_REQUEST);
  const { database } = c.var.services;
  const [request] = await listMaintenanceRequests(database.db, membership.companyId, id);
  if (!request) throw notFound(THE_REQUEST);
  return c.json({ request } satisfies MaintenanceRequestResponse);
});

/** /api/company/documents: documents linked tenants chose to show the company. */
export const companyDocumentRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const membership = await membershipOf(c);
    const documents = await listSharedDocuments(c.var.services.database.db, membership.companyId);
    return c.json({ documents } satisfies SharedDocumentList);
  })
  .get('/:id/download', async (c) => {
    const membership = await membershipOf(c);
    const id = idParam(c.req.param('id'), THE_DOCUMENT);
    const { database, files } = c.var.services;
    const document = await findSharedDocument(database.db, membership.companyId, id);
    const file = document && (await files.open(document.storageKey));
    if (!document || !file) throw notFound(THE_DOCUMENT);
    // Always a download, never rendered in our origin: an uploaded HTML or SVG cannot run here.
    c.header('Content-Type', document.fileType);
    c.header('Content-Length', String(file.size));
    c.header('Content-Disposition', attachmentHeader(document.fileName));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    return c.body(file.stream);
  });

/** /api/tenancies: the signed-in tenant's links to landlords, and what they share through each. */
export const tenancyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const links = await listTenantLinks(c.var.services.database.db, c.var.user.id);
    return c.json({ links } satisfies TenantLinkList);
  })
  .put('/:id/sharing', async (c) => {
    const id = idParam(c.req.param('id'), THE_LINK);
    const sharing = validate(tenancySharingSchema, await readJson(c));
    const { database, clock } = c.var.services;
    const outcome = await updateTenancySharing(database.db, c.var.user.id, id, sharing, clock.now());
    if (outcome === 'document') throw notFound(THE_DOCUMENT);
    if (outcome === 'link') throw notFound(THE_LINK);
    const [link] = await listTenantLinks(database.db, c.var.user.id, id);
    if (!link) throw notFound(THE_LINK);
    return c.json({ link } satisfies TenantLinkResponse);
  })
  .delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_LINK);
    const { database, clock } = c.var.services;
    if (!(await endTenancyForTenant(database.db, c.var.user.id, id, clock.now()))) throw notFound(THE_LINK);
    return c.body(null, 204);
  });

/** /api/tenant-invitations/:token: the emailed link; its secret token is the key to the preview. */
export const tenancyInvitationRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const { database, clock } = c.var.services;
    const invitation = await previewTenancyInvitation(database.db, c.req.param('token'), clock.now());
    if (!invitation) throw new AppError(404, 'INVITATION_INVALID', TENANCY_MESSAGES.invitationInvalid);
    return c.json({ invitation } satisfies TenancyInvitationPreviewResponse);
  })
  .post('/:token/accept', requireUser, async (c) => {
    const { propertyId } = validate(acceptTenancySchema, await readJson(c));
    const { database, clock } = c.var.services;
    const tenancy = await acceptTenancy(
      database.db,
      c.var.user,
      c.req.param('token'),
      propertyId,
      clock.now(),
    );
    if (!tenancy) throw notFound(THE_PROPERTY);
    const [link] = await listTenantLinks(database.db, c.var.user.id, tenancy.id);
    if (!link) throw notFound(THE_LINK);
    return c.json({ link } satisfies TenantLinkResponse);
  });
