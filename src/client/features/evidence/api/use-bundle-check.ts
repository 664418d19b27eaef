import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type BundleComparison, compareBundle } from '#shared/evidence/compare-bundle';
import {
  type EvidenceManifest,
  evidenceManifestSchema,
  type SignatureCheck,
} from '#shared/evidence/evidence-manifest';
import { errorMessage } from '#client/lib/api-client';
import { checkSignature } from './evidence-api';
import { type BundleContents, type ReadProgress, readBundle } from './read-bundle';

export type SignatureResult =
  | { status: 'valid'; check: SignatureCheck }
  | { status: 'invalid'; check: SignatureCheck }
  | { status: 'missing' }
  | { status: 'unchecked'; message: string };

export type BundleCheck = {
  contents: BundleContents;
  manifest: EvidenceManifest | null;
  /** Why there is no manifest to compare with, when there is none. */
  manifestProblem: string | null;
  signature: SignatureResult;
  comparison: BundleComparison | null;
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
 * Reads the chosen bundle on this device, sends only the manifest and its signature to be checked,
 * and compares every file's fingerprint with the manifest here.
 */
export function useBundleCheck() {
  const [progress, setProgress] = useState<ReadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (chosen: File[]): Promise<BundleCheck> => {
      setProgress({ done: 0, total: chosen.length });
      const contents = await readBundle(chosen, setProgress);
      const { manifest, problem } = parseManifest(contents.manifestText);
      return {
        contents,
        manifest,
        manifestProblem: problem,
        signature: await signatureOf(contents),
        comparison: manifest ? compareBundle(manifest, contents.hashes) : null,
      };
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
