import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import type { EvidenceBundleRequestResponse } from '#shared/accounts/account-responses';
import {
  type EvidencePublicKey,
  ownerBundleQuerySchema,
  SIGNATURE_ALGORITHM,
  type SignatureCheck,
  type TimestampAuthorities,
  verifyBundleSchema,
} from '#shared/evidence/evidence-manifest';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { bundleFileName } from '#server/evidence/build-evidence-bundle';
import { bundleDepsOf, openReportBundle } from '#server/evidence/open-report-bundle';
import { keyIdOf, publicKeyPem } from '#server/evidence/sign-manifest';
import { verifyEvidenceSignature } from '#server/evidence/verify-evidence-signature';
import { presentExport } from '#server/exports/present-export';
import { ownerBundleReport, requestEvidenceBundle } from '#server/exports/request-evidence-bundle';
import { attachmentHeader } from '#server/platform/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { getProperty } from '#server/properties/get-property';

const THE_PROPERTY = 'That property';

// The key and the trusted TSA certificates change only when an operator replaces them; a day of
// caching spares nothing important.
const PUBLIC_KEY_CACHE = 'public, max-age=86400';

export const evidenceRoutes = new Hono<AppEnv>()
  .get('/public-key', (c) => {
    const key = c.var.services.config.signingKey;
    c.header('Cache-Control', PUBLIC_KEY_CACHE);
    return c.json({
      keyId: keyIdOf(key),
      algorithm: SIGNATURE_ALGORITHM,
      publicKeyPem: publicKeyPem(key),
    } satisfies EvidencePublicKey);
  })
  .get('/public-key.pem', (c) => {
    c.header('Cache-Control', PUBLIC_KEY_CACHE);
    c.header('Content-Type', 'application/x-pem-file');
    return c.body(publicKeyPem(c.var.services.config.signingKey));
  })
  // The certificates /verify-bundle checks tokens against: published, so that a person can compare
  // them with each Time-Stamping Authority's own rather than take this server's word for them.
  .get('/timestamp-authorities', (c) => {
    c.header('Cache-Control', PUBLIC_KEY_CACHE);
    return c.json({
      certificates: c.var.services.config.tsaTrustedCertificates,
    } satisfies TimestampAuthorities);
  })
  .post('/verify', async (c) => {
    const input = validate(verifyBundleSchema, await readJson(c));
    return c.json(verifyEvidenceSignature(c.var.services.config.signingKey, input) satisfies SignatureCheck);
  })
  // Asks what downloading the bundle would be: at once from bundle.zip (200, no export), or
  // prepared in the background (202 with the export), so a page never starts a download it cannot
  // finish in one request.
  .post('/properties/:id/bundle', requireUser, async (c) => {
    const { property, prepared } = await requestOwnerBundle(c);
    return prepared
      ? c.json({ export: presentExport(prepared, property) } satisfies EvidenceBundleRequestResponse, 202)
      : c.json({ export: null } satisfies EvidenceBundleRequestResponse);
  })
  .get('/properties/:id/bundle.zip', requireUser, async (c) => {
    const { logger } = c.var.services;
    const userId = c.var.user.id;
    const { property, prepared, propertyId, originals, now } = await requestOwnerBundle(c);
    if (prepared)
      return c.json(
        { export: presentExport(prepared, property) } satisfies EvidenceBundleRequestResponse,
        202,
      );
    const stream = await openReportBundle(
      bundleDepsOf(c.var.services, now),
      userId,
      ownerBundleReport(propertyId, originals),
      (error) => logger.warn({ err: error, propertyId }, 'An evidence bundle stopped before its end'),
    );
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', attachmentHeader(bundleFileName(property, now)));
    c.header('Cache-Control', 'private, no-store');
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>);
  });

/**
 * The owner's bundle of a property: streamed at once, or, when its photos are too large for one
 * request, the prepared download a background job builds (docs/product.md §14).
 */
async function requestOwnerBundle(c: Context<AppEnv>) {
  const { database, clock } = c.var.services;
  const userId = c.var.user.id;
  const propertyId = idParam(c.req.param('id'), THE_PROPERTY);
  const { originals } = validate(ownerBundleQuerySchema, c.req.query());
  const found = await getProperty(database.db, userId, propertyId);
  if (!found) throw notFound(THE_PROPERTY);
  const now = clock.now();
  const prepared = await requestEvidenceBundle(database.db, userId, { propertyId, originals }, now);
  return { property: displayPropertyName(found.property), prepared, propertyId, originals, now };
}
