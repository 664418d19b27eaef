import { type Context, Hono } from 'hono';
import {
  portalSignSchema,
  type ReportSignature,
  type SigningView,
} from '#shared/inspections/inspection-schemas';
import { getCompany } from '#server/companies/get-company';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { membershipOf } from '#server/routes/membership';
import { requireUser } from '#server/http/middleware/require-user';
import {
  moveInReportPdfAnswer,
  moveInReportPhotoAnswer,
  moveInReportVideoAnswer,
} from '#server/routes/move-in-report-answers';
import { idParam } from '#server/http/params';
import { presentSignature } from '#server/inspections/present-signature';
import { findTenancyInspection } from '#server/inspections/signatures/find-inspection';
import { getSigningView } from '#server/inspections/signatures/get-signing-view';
import { hasSignatureAs } from '#server/inspections/signatures/record-signature';
import { signFromPortal } from '#server/inspections/signatures/sign-from-portal';
import { sendSignedReport } from '#server/reports/send-signed-report';
import { findSharedTenancy } from '#server/tenancies/find-shared-tenancy';

const THE_TENANT = 'That tenant';
const THE_REPORT = 'That move-in report';

/**
 * The move-in report of one of the company's active tenant links, when the tenant shares their
 * move-in evidence through it; anything else (another company's tenant, a pending or ended link,
 * a place with no report) is the same 404.
 */
async function tenantReport(c: Context<AppEnv>) {
  const membership = await membershipOf(c);
  const { db } = c.var.services.database;
  const tenancy = await findSharedTenancy(db, membership.companyId, idParam(c.req.param('id'), THE_TENANT));
  if (!tenancy) throw notFound(THE_TENANT);
  const inspection = await findTenancyInspection(db, tenancy);
  if (!inspection) throw notFound(THE_REPORT);
  return { membership, tenancy, inspection };
}

/** A landlord on Rentproof reviews and signs a tenant's move-in report from the portal (docs/product.md §34). */
export const companyMoveInReportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:id/move-in-report', async (c) => {
    const { tenancy, inspection } = await tenantReport(c);
    const { database, clock } = c.var.services;
    const signed = await hasSignatureAs(database.db, inspection.id, 'landlord');
    const view = await getSigningView(database.db, inspection, clock.now(), {
      base: `/api/company/tenants/${tenancy.id}/move-in-report`,
      status: signed ? 'signed' : 'open',
      email: null,
      expiresAt: null,
      codeSentAt: null,
    });
    return c.json(view satisfies SigningView);
  })
  .post('/:id/move-in-report/signatures', async (c) => {
    const { membership, inspection } = await tenantReport(c);
    const input = validate(portalSignSchema, await readJson(c));
    const { database, clock } = c.var.services;
    const company = await getCompany(database.db, membership.companyId);
    if (!company) throw notFound(THE_TENANT);
    const member = {
      userId: c.var.user.id,
      email: c.var.user.email,
      companyId: company.id,
      companyName: company.name,
    };
    const signed = await signFromPortal(database.db, inspection, member, input, clock.now());
    await sendSignedReport(c.var.services, signed);
    return c.json(
      { signature: presentSignature(signed.signature) } satisfies { signature: ReportSignature },
      201,
    );
  })
  .get('/:id/move-in-report/pdf', async (c) => moveInReportPdfAnswer(c, (await tenantReport(c)).inspection))
  .get('/:id/move-in-report/photos/:photoId/:size', async (c) =>
    moveInReportPhotoAnswer(c, (await tenantReport(c)).inspection),
  )
  .get('/:id/move-in-report/videos/:videoId/:file{poster|stream}', async (c) =>
    moveInReportVideoAnswer(c, (await tenantReport(c)).inspection),
  );
