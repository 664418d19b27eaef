import { Readable } from 'node:stream';
import { Hono } from 'hono';
import {
  type EvidencePublicKey,
  ownerBundleQuerySchema,
  SIGNATURE_ALGORITHM,
  type SignatureCheck,
  verifyBundleSchema,
} from '#shared/evidence/evidence-manifest';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { bundleFileName } from '#server/evidence/build-evidence-bundle';
import { openReportBundle } from '#server/evidence/open-report-bundle';
import { keyIdOf, publicKeyPem } from '#server/evidence/sign-manifest';
import { verifyEvidenceSignature } from '#server/evidence/verify-evidence-signature';
import { attachmentHeader } from '#server/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { getProperty } from '#server/properties/get-property';

const THE_PROPERTY = 'That property';

// The key changes only when an operator replaces it; a day of caching spares nothing important.
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
  .post('/verify', async (c) => {
    const input = validate(verifyBundleSchema, await readJson(c));
    return c.json(verifyEvidenceSignature(c.var.services.config.signingKey, input) satisfies SignatureCheck);
  })
  .get('/properties/:id/bundle.zip', requireUser, async (c) => {
    const { config, database, files, clock, logger } = c.var.services;
    const userId = c.var.user.id;
    const id = idParam(c.req.param('id'), THE_PROPERTY);
    const { originals } = validate(ownerBundleQuerySchema, c.req.query());
    const property = await getProperty(database.db, userId, id);
    if (!property) throw notFound(THE_PROPERTY);
    const now = clock.now();
    const stream = await openReportBundle(
      { db: database.db, files, now, signingKey: config.signingKey },
      userId,
      {
        options: { type: 'summary', period: 'all', propertyId: id },
        // The originals carry where each photo was taken: only when the owner asks for them.
        photoFiles: originals ? 'originals' : 'copies-without-location',
      },
      (error) => logger.warn({ err: error, propertyId: id }, 'An evidence bundle stopped before its end'),
    );
    c.header('Content-Type', 'application/zip');
    c.header(
      'Content-Disposition',
      attachmentHeader(bundleFileName(displayPropertyName(property.property), now)),
    );
    c.header('Cache-Control', 'private, no-store');
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>);
  });
