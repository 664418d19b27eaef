import type { KeyObject } from 'node:crypto';
import {
  evidenceManifestSchema,
  type SignatureCheck,
  type VerifyBundleInput,
} from '#shared/evidence/evidence-manifest';
import { keyIdOf, verifyManifest } from './sign-manifest';

/**
 * Checks the signature of a manifest against this server's key. Only the signature: the files
 * are hashed where they are (the checker's browser) and compared with the manifest there.
 */
export function verifyEvidenceSignature(signingKey: KeyObject, input: VerifyBundleInput): SignatureCheck {
  const bytes = new TextEncoder().encode(input.manifest);
  return {
    valid: verifyManifest(signingKey, bytes, input.signature),
    keyId: keyIdOf(signingKey),
    manifest: summarize(input.manifest),
  };
}

function summarize(text: string): SignatureCheck['manifest'] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = evidenceManifestSchema.safeParse(json);
  if (!parsed.success) return null;
  const { format, generatedAt, owner, keyId, files } = parsed.data;
  return { format, generatedAt, owner, keyId, fileCount: files.length };
}
