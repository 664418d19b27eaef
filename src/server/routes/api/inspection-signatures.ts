import { type Context, Hono } from 'hono';
import {
  INSPECTION_MESSAGES,
  type ReportSignature,
  type SignatureRequest,
  selfSignSchema,
  signatureRequestCreateSchema,
} from '#shared/inspections/inspection-schemas';
import type { AppEnv } from '#server/http/app-env';
import { AppError, notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { rateLimited } from '#server/http/rate-limited';
import { presentSignature } from '#server/inspections/present-signature';
import {
  createSignatureRequest,
  SIGNATURE_REQUEST_LIMIT_MESSAGE,
} from '#server/inspections/signatures/create-signature-request';
import { findInspection } from '#server/inspections/signatures/find-inspection';
import { listSignatureRequests } from '#server/inspections/signatures/list-signature-requests';
import { presentSignatureRequest } from '#server/inspections/signatures/present-signature-request';
import { revokeSignatureRequest } from '#server/inspections/signatures/revoke-signature-request';
import { signOwnReport } from '#server/inspections/signatures/sign-own-report';
import { getProperty } from '#server/properties/get-property';

const THE_PLACE = 'That place';
const THE_REQUEST = 'That signature request';

const nothingToSign = () => new AppError(422, 'NOTHING_TO_SIGN', INSPECTION_MESSAGES.nothingToSign);

/**
 * The condition report of the user's place the path names, or null while it has none; another's
 * place is as missing as one that never was.
 */
async function placeInspection(c: Context<AppEnv>) {
  const { db } = c.var.services.database;
  const propertyId = idParam(c.req.param('propertyId'), THE_PLACE);
  if (!(await getProperty(db, c.var.user.id, propertyId))) throw notFound(THE_PLACE);
  return findInspection(db, c.var.user.id, propertyId);
}

/** The renter's side of signing the move-in report (docs/product.md §34): requests to the landlord, and their own signature. */
export const inspectionSignatureRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:propertyId/signature-requests', async (c) => {
    const inspection = await placeInspection(c);
    const { database, clock } = c.var.services;
    const rows = inspection ? await listSignatureRequests(database.db, c.var.user.id, inspection.id) : [];
    const now = clock.now();
    return c.json({
      requests: rows.map((row) => presentSignatureRequest(row, now)),
    } satisfies { requests: SignatureRequest[] });
  })
  .post('/:propertyId/signature-requests', async (c) => {
    const inspection = await placeInspection(c);
    const { email } = validate(signatureRequestCreateSchema, await readJson(c));
    if (!inspection) throw nothingToSign();
    const { database, mailer, config, clock } = c.var.services;
    const now = clock.now();
    const sent = await createSignatureRequest(
      { db: database.db, mailer, appUrl: config.appUrl, now },
      inspection,
      email,
    );
    if (sent.outcome === 'nothing-to-sign') throw nothingToSign();
    if (sent.outcome === 'limited')
      throw rateLimited(c, sent.retryAfterSeconds, SIGNATURE_REQUEST_LIMIT_MESSAGE);
    return c.json(
      { request: presentSignatureRequest(sent.request, now) } satisfies { request: SignatureRequest },
      201,
    );
  })
  .delete('/:propertyId/signature-requests/:requestId', async (c) => {
    const inspection = await placeInspection(c);
    const requestId = idParam(c.req.param('requestId'), THE_REQUEST);
    const { database, clock } = c.var.services;
    const revoked =
      inspection &&
      (await revokeSignatureRequest(database.db, c.var.user.id, inspection.id, requestId, clock.now()));
    if (!revoked) throw notFound(THE_REQUEST);
    return c.body(null, 204);
  })
  .post('/:propertyId/signatures', async (c) => {
    const inspection = await placeInspection(c);
    const { name } = validate(selfSignSchema, await readJson(c));
    if (!inspection) throw nothingToSign();
    const { database, clock } = c.var.services;
    const { signature } = await signOwnReport(database.db, inspection, c.var.user, name, clock.now());
    return c.json({ signature: presentSignature(signature) } satisfies { signature: ReportSignature }, 201);
  });
