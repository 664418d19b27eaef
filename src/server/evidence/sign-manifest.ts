import { createHash, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/** The public half of the signing key (or the key itself when it is already public). */
export function publicKeyOf(key: KeyObject): KeyObject {
  return key.type === 'public' ? key : createPublicKey(key);
}

export function publicKeyPem(key: KeyObject): string {
  return publicKeyOf(key).export({ type: 'spki', format: 'pem' }).toString();
}

/** The first 16 hex characters of the SHA-256 of the raw 32-byte public key. */
export function keyIdOf(key: KeyObject): string {
  const jwk = publicKeyOf(key).export({ format: 'jwk' });
  const raw = Buffer.from(jwk.x ?? '', 'base64url');
  return createHash('sha256').update(raw).digest('hex').slice(0, 16);
}

/** Ed25519 signs the message itself (no separate digest), so openssl can check the file as it is. */
export function signManifest(signingKey: KeyObject, manifest: Uint8Array): string {
  return sign(null, manifest, signingKey).toString('base64');
}

export function verifyManifest(key: KeyObject, manifest: Uint8Array, signatureBase64: string): boolean {
  return verify(null, manifest, publicKeyOf(key), Buffer.from(signatureBase64, 'base64'));
}
