import type { FileCheck } from './compare-bundle';
import type { EvidenceManifest, ManifestTimestamp } from './evidence-manifest';
import { rootOfPath } from './merkle';
import { type TimestampVerification, verifyTimestamp } from './verify-timestamp';

export type TimestampCheck =
  | {
      status: 'verified';
      tsa: string;
      genTime: Date;
      /**
       * What the proof is of: the file itself, or, for a copy without location data, the original
       * it was made from (the signed manifest ties the copy to that original's hash).
       */
      of: 'file' | 'original';
    }
  | { status: 'failed'; reason: string };

export type ManifestTimestampCheck =
  | { status: 'verified'; tsa: string; genTime: Date }
  | { status: 'failed'; reason: string }
  | { status: 'absent' };

export type BundleTimestamps = {
  /** For each file the manifest gives a timestamp entry, by its path in the manifest. */
  files: Map<string, TimestampCheck>;
  manifest: ManifestTimestampCheck;
};

export type BundleTimestampInput = {
  manifest: Pick<EvidenceManifest, 'timestamps'>;
  /** The file-by-file comparison (compareBundle): each file's own hash, found on this device. */
  files: FileCheck[];
  /** The bytes of every token (.tsr) found, by its path in the ZIP or its name alone. */
  tokens: ReadonlyMap<string, Uint8Array>;
  /** The SHA-256 of manifest.json's exact bytes, and manifest.tsr's bytes when the bundle has it. */
  manifestSha256: string | null;
  manifestToken: Uint8Array | null;
};

export const TIMESTAMP_FILE_MISSING = 'The file is not in the bundle, so its time cannot be checked.';
export const TIMESTAMP_OFF_ROOT = 'The file does not lead to the stamped root.';
export const TIMESTAMP_BATCH_UNLISTED = 'The manifest does not list the stamped batch this file names.';
export const timestampTokenMissing = (path: string) => `The token ${path} is not in the bundle.`;

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Checks the independent time proof of each file of a bundle and of its manifest, on this device
 * (decision 039): the file's hash, walked up its Merkle path, must reach its batch's root, and the
 * batch's token must be a trusted TSA's signature over that root. Only `trustedCertificatesDer`
 * are trusted: the certificates a token carries vouch for nothing by themselves.
 */
export async function checkBundleTimestamps(
  input: BundleTimestampInput,
  trustedCertificatesDer: Uint8Array[],
): Promise<BundleTimestamps> {
  const batches = new Map((input.manifest.timestamps ?? []).map((batch) => [batch.id, batch]));
  // A batch's token is checked once per root reached, not once per file: a bundle holds thousands.
  const verified = new Map<string, Promise<TimestampVerification>>();
  const verifyOnce = (token: Uint8Array, batch: ManifestTimestamp, root: string) => {
    const key = `${batch.id}:${root}`;
    let result = verified.get(key);
    if (!result) {
      result = verifyTimestamp(token, root, trustedCertificatesDer);
      verified.set(key, result);
    }
    return result;
  };

  const files = new Map<string, TimestampCheck>();
  for (const file of input.files) {
    if (!file.timestamp) continue;
    files.set(file.path, await checkFile(file, file.timestamp, batches, input.tokens, verifyOnce));
  }

  let manifest: ManifestTimestampCheck = { status: 'absent' };
  if (input.manifestToken && input.manifestSha256) {
    const result = await verifyTimestamp(input.manifestToken, input.manifestSha256, trustedCertificatesDer);
    manifest = result.valid
      ? { status: 'verified', tsa: result.tsa, genTime: result.genTime }
      : { status: 'failed', reason: result.reason };
  }
  return { files, manifest };
}

async function checkFile(
  file: FileCheck,
  timestamp: NonNullable<FileCheck['timestamp']>,
  batches: ReadonlyMap<string, ManifestTimestamp>,
  tokens: ReadonlyMap<string, Uint8Array>,
  verifyOnce: (token: Uint8Array, batch: ManifestTimestamp, root: string) => Promise<TimestampVerification>,
): Promise<TimestampCheck> {
  if (file.actual === null) return { status: 'failed', reason: TIMESTAMP_FILE_MISSING };
  const batch = batches.get(timestamp.batch);
  if (!batch) return { status: 'failed', reason: TIMESTAMP_BATCH_UNLISTED };
  const token = tokens.get(batch.token) ?? tokens.get(baseName(batch.token));
  if (!token) return { status: 'failed', reason: timestampTokenMissing(batch.token) };
  // The batch stamped the hash recorded at upload. A copy's bytes differ from it by design: an intact
  // copy leads from the original it was made from; a changed one from its own bytes, which fail.
  const isCopy = file.variant === 'full-size-copy' || file.variant === 'display-copy';
  const original = isCopy && file.status === 'match' ? file.photo?.originalSha256 : undefined;
  const root = await rootOfPath(original ?? file.actual, timestamp.path);
  if (root !== batch.root) return { status: 'failed', reason: TIMESTAMP_OFF_ROOT };
  const result = await verifyOnce(token, batch, root);
  return result.valid
    ? { status: 'verified', tsa: result.tsa, genTime: result.genTime, of: original ? 'original' : 'file' }
    : { status: 'failed', reason: result.reason };
}
