import { unzipSync } from 'fflate';
import { MANIFEST_FILE, MANIFEST_TIMESTAMP_FILE, SIGNATURE_FILE } from '#shared/evidence/evidence-manifest';

export type BundleContents = {
  source: 'zip' | 'files';
  /** The ZIP's name, or how many files were chosen. */
  label: string;
  /** manifest.json exactly as found, decoded without dropping a byte-order mark. */
  manifestText: string | null;
  /** The SHA-256 of manifest.json's exact bytes: what manifest.tsr stamps. */
  manifestSha256: string | null;
  signature: string | null;
  /** manifest.tsr, a Time-Stamping Authority's token over manifest.json, when the bundle has it. */
  manifestToken: Uint8Array | null;
  /** SHA-256 (hex) of every other file, by its path in the ZIP or its name on the device. */
  hashes: Map<string, string>;
  /** The bytes of each batch's token (timestamps/<id>.tsr), kept to be verified, by the same names. */
  tokens: Map<string, Uint8Array>;
};

const TOKEN_EXTENSION = '.tsr';

export type ReadProgress = { done: number; total: number };

export class BundleReadError extends Error {}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export async function isZip(file: File) {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return ZIP_SIGNATURE.every((byte, i) => head[i] === byte);
}

/**
 * Opens what the person chose, on this device only: one bundle ZIP, or manifest.json, manifest.sig
 * and the loose files. Each file is fingerprinted with the browser's own SHA-256.
 */
export async function readBundle(
  chosen: File[],
  onProgress: (progress: ReadProgress) => void,
): Promise<BundleContents> {
  if (!globalThis.crypto?.subtle) {
    throw new BundleReadError(
      'This browser cannot fingerprint files on this page: it needs a secure (https://) address.',
    );
  }
  const [first] = chosen;
  if (chosen.length === 1 && first && (await isZip(first))) return readZip(first, onProgress);
  return readLoose(chosen, onProgress);
}

async function readZip(file: File, onProgress: (progress: ReadProgress) => void): Promise<BundleContents> {
  const data = new Uint8Array(await file.arrayBuffer());
  const names: string[] = [];
  try {
    // Listing first, then one file at a time, keeps a single file unpacked in memory beside the ZIP.
    unzipSync(data, {
      filter: (entry) => {
        if (!entry.name.endsWith('/')) names.push(entry.name);
        return false;
      },
    });
  } catch {
    throw new BundleReadError(`${file.name} could not be opened as a ZIP archive. Is it complete?`);
  }
  const contents: BundleContents = {
    source: 'zip',
    label: file.name,
    manifestText: null,
    manifestSha256: null,
    signature: null,
    manifestToken: null,
    hashes: new Map(),
    tokens: new Map(),
  };
  for (const [index, name] of names.entries()) {
    onProgress({ done: index, total: names.length });
    let bytes: Uint8Array | undefined;
    try {
      bytes = unzipSync(data, { filter: (entry) => entry.name === name })[name];
    } catch {
      throw new BundleReadError(`${name} in ${file.name} is damaged and could not be unpacked.`);
    }
    await take(contents, name, bytes ?? new Uint8Array());
  }
  onProgress({ done: names.length, total: names.length });
  return contents;
}

async function readLoose(
  files: File[],
  onProgress: (progress: ReadProgress) => void,
): Promise<BundleContents> {
  const contents: BundleContents = {
    source: 'files',
    label: `${files.length} ${files.length === 1 ? 'file' : 'files'}`,
    manifestText: null,
    manifestSha256: null,
    signature: null,
    manifestToken: null,
    hashes: new Map(),
    tokens: new Map(),
  };
  for (const [index, file] of files.entries()) {
    onProgress({ done: index, total: files.length });
    await take(contents, file.name, new Uint8Array(await file.arrayBuffer()));
  }
  onProgress({ done: files.length, total: files.length });
  return contents;
}

async function take(contents: BundleContents, name: string, bytes: Uint8Array) {
  // By name alone, so that a bundle unpacked and packed again inside a folder still opens.
  const baseName = name.slice(name.lastIndexOf('/') + 1);
  if (baseName === MANIFEST_FILE) {
    contents.manifestText = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    contents.manifestSha256 = await sha256Hex(bytes);
  } else if (baseName === SIGNATURE_FILE) {
    contents.signature = new TextDecoder().decode(bytes).trim();
  } else if (baseName === MANIFEST_TIMESTAMP_FILE) {
    contents.manifestToken = bytes;
  } else {
    contents.hashes.set(name, await sha256Hex(bytes));
    if (baseName.endsWith(TOKEN_EXTENSION)) contents.tokens.set(name, bytes);
  }
}

async function sha256Hex(bytes: Uint8Array) {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
