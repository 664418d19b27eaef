import {
  MANIFEST_FILE,
  type ManifestFile,
  type PhotoFileVariant,
  photoFileVariant,
  SIGNATURE_FILE,
} from './evidence-manifest';

export type FileCheck = ManifestFile & {
  /** The SHA-256 of the file found, or null when the bundle does not have it. */
  actual: string | null;
  status: 'match' | 'changed' | 'missing';
  /**
   * For a photo, whether it is the original or a copy without location data. A copy's chain: its
   * bytes match `sha256` (checked here), and the signed manifest says Rentproof made it from the
   * original whose recorded hash is `photo.originalSha256` (checked by the signature).
   */
  variant: PhotoFileVariant | null;
};

export type BundleComparison = {
  files: FileCheck[];
  /** Files in the bundle that the manifest does not list. */
  unlisted: string[];
  counts: { match: number; changed: number; missing: number };
  /** Every listed file is present with the hash the manifest records. */
  allMatch: boolean;
};

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Compares the hashes of the files found with the manifest. A file is found by its path in the
 * ZIP, or by its name alone when files were chosen loose from a folder (which loses the path).
 */
export function compareBundle(
  manifest: { files: ManifestFile[] },
  fileHashes: ReadonlyMap<string, string>,
): BundleComparison {
  const used = new Set<string>([MANIFEST_FILE, SIGNATURE_FILE]);
  const files = manifest.files.map((entry): FileCheck => {
    const variant = entry.photo ? photoFileVariant(entry.photo, entry.sha256) : null;
    const key = [entry.path, baseName(entry.path)].find((name) => fileHashes.has(name) && !used.has(name));
    if (key === undefined) return { ...entry, variant, actual: null, status: 'missing' };
    used.add(key);
    const actual = (fileHashes.get(key) ?? '').toLowerCase();
    return { ...entry, variant, actual, status: actual === entry.sha256 ? 'match' : 'changed' };
  });
  const counts = { match: 0, changed: 0, missing: 0 };
  for (const file of files) counts[file.status] += 1;
  return {
    files,
    unlisted: [...fileHashes.keys()].filter((name) => !used.has(name)),
    counts,
    allMatch: counts.changed === 0 && counts.missing === 0,
  };
}
