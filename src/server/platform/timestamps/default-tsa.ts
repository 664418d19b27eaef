import { X509Certificate } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import type { TimestampAuthorityCertificate } from '#shared/evidence/evidence-manifest';

/**
 * The public Time-Stamping Authority a production server (an https:// APP_URL) uses when TSA_URLS is
 * unset (docs/timestamps.md, decision 039). DigiCert's answers without an account and is the one
 * most code signing uses; its tokens chain to DigiCert Trusted Root G4, a root in the Mozilla CA
 * list that Node.js carries, so the certificate trusted comes from the runtime, not from a copy
 * fetched or pasted here. Plain http:// is its address: the token is signed, the transport adds
 * nothing to it.
 */
export const DEFAULT_TSA = {
  url: 'http://timestamp.digicert.com',
  root: 'DigiCert Trusted Root G4',
  /** SHA-256 of the root as Node.js's CA list holds it; the root is trusted only if it matches. */
  rootSha256Fingerprint:
    '55:2F:7B:DC:F1:A7:AF:9E:6C:E6:72:01:7F:4F:12:AB:F7:72:40:C7:8E:76:1A:C2:03:D1:D9:D2:0A:C8:99:88',
} as const;

/**
 * The default TSA's root, from the CA list built into Node.js, pinned by its fingerprint: a runtime
 * without it trusts nothing, and its stamps are shown as made but not vouched for by a trusted root.
 */
export function defaultTsaTrustedCertificates(): TimestampAuthorityCertificate[] {
  for (const pem of rootCertificates) {
    const certificate = new X509Certificate(pem);
    if (certificate.fingerprint256 === DEFAULT_TSA.rootSha256Fingerprint) {
      return [
        {
          name: DEFAULT_TSA.root,
          pem: certificate.toString(),
          sha256Fingerprint: certificate.fingerprint256,
        },
      ];
    }
  }
  return [];
}
