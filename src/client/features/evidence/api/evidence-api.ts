import { useQuery } from '@tanstack/react-query';
import {
  type EvidencePublicKey,
  PUBLIC_KEY_PATH,
  type SignatureCheck,
  type VerifyBundleInput,
} from '#shared/evidence/evidence-manifest';
import { api } from '#client/lib/api-client';

// Other features link to a property's bundle through this module (never through its components).
// Without `originals`, the photos are full-size copies without location data.
export const evidenceBundleUrl = (propertyId: string, { originals = false } = {}) =>
  `/api/evidence/properties/${encodeURIComponent(propertyId)}/bundle.zip${originals ? '?originals=true' : ''}`;

export const checkSignature = (input: VerifyBundleInput) =>
  api<SignatureCheck>('/api/evidence/verify', { body: input });

export function usePublicKey() {
  return useQuery({
    queryKey: ['evidence', 'public-key'],
    queryFn: () => api<EvidencePublicKey>(PUBLIC_KEY_PATH),
    staleTime: Infinity,
  });
}
