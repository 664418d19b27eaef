import { Certificate, ContentInfo, ExtKeyUsage, SignedDataVerifyError } from 'pkijs';
import { readTimestampToken, SHA256_OID, type TimestampToken } from './timestamp-token';

export type TimestampVerification =
  { valid: true; genTime: Date; tsa: string } | { valid: false; reason: string };

export const TIMESTAMP_UNTRUSTED = 'The token was not signed by a trusted Time-Stamping Authority.';
export const TIMESTAMP_OTHER_CONTENT = 'The token is for other content.';
export const TIMESTAMP_DAMAGED = 'The token is damaged.';

const EXTENDED_KEY_USAGE_OID = '2.5.29.37';
const TIME_STAMPING_OID = '1.3.6.1.5.5.7.3.8';
// SignedDataVerifyError codes that mean the signer is not vouched for, rather than the bytes altered:
// no certificates, the signer's certificate missing, its chain not reaching a trusted certificate.
const UNTRUSTED_CODES = new Set([2, 3, 5]);

/**
 * Checks an RFC 3161 token for a digest (decision 039), in the browser as on the server: the CMS
 * signature verifies, the signer's certificate chains to one of `trustedCertificatesDer` as it stood
 * at the token's time and is a Time-Stamping Authority's (extended key usage timeStamping), and the
 * stamped digest is `digestHex` (SHA-256).
 */
export async function verifyTimestamp(
  tokenDer: Uint8Array,
  digestHex: string,
  trustedCertificatesDer: Uint8Array[],
): Promise<TimestampVerification> {
  const trustedCerts = trustedCertificatesDer.map((der) => Certificate.fromBER(new Uint8Array(der)));
  let token: TimestampToken;
  try {
    token = readTimestampToken(tokenDer);
  } catch {
    return { valid: false, reason: TIMESTAMP_DAMAGED };
  }
  const signature = await verifySignature(token, trustedCerts);
  if (signature !== 'verified') return { valid: false, reason: signature };
  if (!isTimeStampingCertificate(token.signerCertificate)) {
    return { valid: false, reason: TIMESTAMP_UNTRUSTED };
  }
  const stamped =
    token.imprint.algorithm === SHA256_OID && token.imprint.digestHex === digestHex.toLowerCase();
  if (!stamped) return { valid: false, reason: TIMESTAMP_OTHER_CONTENT };
  return { valid: true, genTime: token.genTime, tsa: token.tsa };
}

async function verifySignature(token: TimestampToken, trustedCerts: Certificate[]) {
  // For a TSTInfo, pkijs compares the imprint with the hash of the original data, which a verifier of
  // a Merkle root does not have (only the root, a digest, was stamped). The imprint is compared by
  // the caller instead, and the signature is checked as that of plain signed content: the signed
  // attributes still bind the TSTInfo's exact bytes. The token was read for this call alone.
  token.signedData.encapContentInfo.eContentType = ContentInfo.DATA;
  // The signature first, on its own: an altered time outside the certificate's validity is damage,
  // not a question of trust.
  for (const checkChain of [false, true]) {
    try {
      const result = await token.signedData.verify({
        signer: 0,
        trustedCerts,
        checkChain,
        // A TSA's certificate is judged as it stood when it signed: a token outlives it.
        checkDate: token.genTime,
        extendedMode: true,
      });
      if (!result.signatureVerified) return TIMESTAMP_DAMAGED;
    } catch (error) {
      const untrusted = error instanceof SignedDataVerifyError && UNTRUSTED_CODES.has(error.code);
      return untrusted ? TIMESTAMP_UNTRUSTED : TIMESTAMP_DAMAGED;
    }
  }
  return 'verified' as const;
}

function isTimeStampingCertificate(certificate: Certificate | undefined): boolean {
  const usage = certificate?.extensions?.find((extension) => extension.extnID === EXTENDED_KEY_USAGE_OID);
  return (
    usage?.parsedValue instanceof ExtKeyUsage && usage.parsedValue.keyPurposes.includes(TIME_STAMPING_OID)
  );
}
