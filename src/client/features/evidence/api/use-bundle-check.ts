import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type BundleComparison, compareBundle } from '#shared/evidence/compare-bundle';
import {
  type EvidenceManifest,
  evidenceManifestSchema,
  type SignatureCheck,
} from '#shared/evidence/evidence-manifest';
import { certificatesFromPem } from '#shared/evidence/pem';
import { type BundleTimestamps, checkBundleTimestamps } from '#shared/evidence/verify-bundle-timestamps';
import { errorMessage } from '#client/lib/api-client';
import { checkSignature, timestampAuthoritiesQuery } from './evidence-api';
import { type BundleContents, type ReadProgress, readBundle } from './read-bundle';

export type SignatureResult =
  | { status: 'valid'; check: SignatureCheck }
  | { status: 'invalid'; check: SignatureCheck }
  | { status: 'missing' }
  | { status: 'unchecked'; message: string };

export type TimestampsResult =
  ({ status: 'checked' } & BundleTimestamps) | { status: 'unchecked'; message: string };

export type BundleCheck = {
  contents: BundleContents;
  manifest: EvidenceManifest | null;
  /** Why there is no manifest to compare with, when there is none. */
  manifestProblem: string | null;
  signature: SignatureResult;
  comparison: BundleComparison | null;
  /** The independent time proofs of the files and of the manifest, when there is a manifest. */
  timestamps: TimestampsResult | null;
};

function parseManifest(text: string | null): { manifest: EvidenceManifest | null; problem: string | null } {
  if (text === null) return { manifest: null, problem: 'There is no manifest.json among the files.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { manifest: null, problem: 'manifest.json is not valid JSON: it has been damaged or edited.' };
  }
  const parsed = evidenceManifestSchema.safeParse(json);
  return parsed.success
    ? { manifest: parsed.data, problem: null }
    : { manifest: null, problem: 'manifest.json is not the manifest of a Rentproof evidence bundle.' };
}

async function signatureOf(contents: BundleContents): Promise<SignatureResult> {
  if (contents.manifestText === null || !contents.signature) return { status: 'missing' };
  try {
    const check = await checkSignature({ manifest: contents.manifestText, signature: contents.signature });
    return check.valid ? { status: 'valid', check } : { status: 'invalid', check };
  } catch (error) {
    return { status: 'unchecked', message: errorMessage(error, 'The signature could not be checked.') };
  }
}

/**
 * Checks the files' and the manifest's timestamps here, against the certificates this server
 * publishes as trusted (fetched only when the bundle has a timestamp to check).
 */
async function timestampsOf(
  queryClient: QueryClient,
  contents: BundleContents,
  manifest: EvidenceManifest,
  comparison: BundleComparison,
): Promise<TimestampsResult> {
  let trusted: Uint8Array[] = [];
  if (contents.manifestToken !== null || comparison.files.some((file) => file.timestamp)) {
    try {
      const { certificates } = await queryClient.fetchQuery(timestampAuthoritiesQuery);
      trusted = certificates.flatMap((certificate) => certificatesFromPem(certificate.pem));
    } catch (error) {
      return {
        status: 'unchecked',
        message: errorMessage(error, 'The trusted Time-Stamping Authorities could not be loaded.'),
      };
    }
  }
  const checked = await checkBundleTimestamps(
    {
      manifest,
      files: comparison.files,
      tokens: contents.tokens,
      manifestSha256: contents.manifestSha256,
      manifestToken: contents.manifestToken,
    },
    trusted,
  );
  return { status: 'checked', ...checked };
}

/**
 * Reads the chosen bundle on this device, sends only the manifest and its signature to be checked,
 * and compares every file's fingerprint with the manifest here, then checks the timestamps here.
 */
export function useBundleCheck() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ReadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (chosen: File[]): Promise<BundleCheck> => {
      setProgress({ done: 0, total: chosen.length });
      const contents = await readBundle(chosen, setProgress);
      const { manifest, problem } = parseManifest(contents.manifestText);
      const comparison = manifest ? compareBundle(manifest, contents.hashes) : null;
      return {
        contents,
        manifest,
        manifestProblem: problem,
        signature: await signatureOf(contents),
        comparison,
        timestamps:
          manifest && comparison ? await timestampsOf(queryClient, contents, manifest, comparison) : null,
      };
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
