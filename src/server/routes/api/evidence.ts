import { Hono } from 'hono';
import {
  type EvidencePublicKey,
  SIGNATURE_ALGORITHM,
  type SignatureCheck,
  type TimestampAuthorities,
  verifyBundleSchema,
} from '#shared/evidence/evidence-manifest';
import { keyIdOf, publicKeyPem } from '#server/evidence/sign-manifest';
import { verifyEvidenceSignature } from '#server/evidence/verify-evidence-signature';
import type { AppEnv } from '#server/http/app-env';
import { readJson, validate } from '#server/http/errors';

// The key and the trusted TSA certificates change only when an operator replaces them; a day of
// caching spares nothing important.
const PUBLIC_KEY_CACHE = 'public, max-age=86400';

/**
 * What the app asks of evidence beyond the operations table (`routes/operations/`): the signing
 * key and the authorities' certificates, published, and the check of a bundle's signature.
 */
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
  });
