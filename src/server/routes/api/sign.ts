import { type Context, Hono } from 'hono';
import {
  INSPECTION_MESSAGES,
  type ReportSignature,
  type SigningCodeSent,
  type SigningView,
  signWithCodeSchema,
} from '#shared/inspections/inspection-schemas';
import type { AppEnv } from '#server/http/app-env';
import { clientIp } from '#server/http/client-ip';
import { AppError, readJson, validate } from '#server/http/errors';
import {
  moveInReportPdfAnswer,
  moveInReportPhotoAnswer,
  moveInReportVideoAnswer,
} from '#server/routes/move-in-report-answers';
import { enforceRateLimit, rateLimited } from '#server/http/rate-limited';
import { presentSignature } from '#server/inspections/present-signature';
import {
  findSigningLink,
  type SigningLink,
  type SigningLinkLookup,
} from '#server/inspections/signatures/find-signing-link';
import { getSigningView } from '#server/inspections/signatures/get-signing-view';
import {
  SIGNING_CODE_LIMIT_MESSAGE,
  sendSigningCode,
} from '#server/inspections/signatures/send-signing-code';
import { signWithCode } from '#server/inspections/signatures/sign-with-code';
import { sendSignedReport } from '#server/reports/send-signed-report';
import { SHARE_LOOKUP_RULE } from '#server/routes/api/verify';

/** Counted per address like a share link's lookups: generous for a signer, hopeless for guessing tokens. */
async function withinLookupLimit(c: Context<AppEnv>) {
  const address = clientIp(c, c.var.services.config.trustProxy) ?? 'unknown';
  await enforceRateLimit(
    c,
    `sign-lookup:${address}`,
    SHARE_LOOKUP_RULE,
    'Too many attempts. Please wait a few minutes and try again.',
  );
}

/** Unknown and withdrawn links get the very same answer; an expired one says so. */
function refuse(lookup: Exclude<SigningLinkLookup, { outcome: 'valid' }>): never {
  if (lookup.outcome === 'expired')
    throw new AppError(410, 'SIGNING_LINK_EXPIRED', INSPECTION_MESSAGES.requestExpired);
  throw new AppError(404, 'SIGNING_LINK_INVALID', INSPECTION_MESSAGES.requestInvalid);
}

async function lookUp(c: Context<AppEnv>): Promise<SigningLink> {
  const { database, clock } = c.var.services;
  const lookup = await findSigningLink(database.db, c.req.param('token') ?? '', clock.now());
  return lookup.outcome === 'valid' ? lookup : refuse(lookup);
}

/** A page or action of the signer: counted against the address's limit whatever the outcome. */
async function requireLink(c: Context<AppEnv>) {
  await withinLookupLimit(c);
  return lookUp(c);
}

/** A file the page loads (photos, clips): only failed lookups count, so a long report loads whole. */
async function requireLinkForFile(c: Context<AppEnv>) {
  try {
    return await lookUp(c);
  } catch (error) {
    await withinLookupLimit(c);
    throw error;
  }
}

const basePath = (c: Context<AppEnv>) => `/api/sign/${c.req.param('token') ?? ''}`;

/** The landlord's signing link (docs/product.md §34): opened without an account. */
export const signRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const { request, inspection } = await requireLink(c);
    const { database, clock } = c.var.services;
    const view = await getSigningView(database.db, inspection, clock.now(), {
      base: basePath(c),
      status: request.signedAt ? 'signed' : 'open',
      email: request.email,
      expiresAt: request.expiresAt,
      codeSentAt: request.codeSentAt,
    });
    return c.json(view satisfies SigningView);
  })
  .post('/:token/code', async (c) => {
    const link = await requireLink(c);
    const { database, mailer, clock } = c.var.services;
    const sent = await sendSigningCode({ db: database.db, mailer, now: clock.now() }, link);
    if (sent.outcome === 'signed')
      throw new AppError(409, 'ALREADY_SIGNED', INSPECTION_MESSAGES.alreadySigned);
    if (sent.outcome === 'limited') throw rateLimited(c, sent.retryAfterSeconds, SIGNING_CODE_LIMIT_MESSAGE);
    return c.json(
      { sentTo: sent.sentTo, expiresAt: sent.expiresAt.toISOString() } satisfies SigningCodeSent,
      202,
    );
  })
  .post('/:token', async (c) => {
    const link = await requireLink(c);
    const input = validate(signWithCodeSchema, await readJson(c));
    const { database, clock } = c.var.services;
    const signed = await signWithCode(database.db, link, input, clock.now());
    await sendSignedReport(c.var.services, signed);
    return c.json(
      { signature: presentSignature(signed.signature) } satisfies { signature: ReportSignature },
      201,
    );
  })
  .get('/:token/pdf', async (c) => moveInReportPdfAnswer(c, (await requireLink(c)).inspection))
  .get('/:token/photos/:photoId/:size', async (c) =>
    moveInReportPhotoAnswer(c, (await requireLinkForFile(c)).inspection),
  )
  .get('/:token/videos/:videoId/:file{poster|stream}', async (c) =>
    moveInReportVideoAnswer(c, (await requireLinkForFile(c)).inspection),
  );
