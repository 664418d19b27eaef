import { useQuery } from '@tanstack/react-query';
import type { DataExportsResponse, EvidenceBundleRequestResponse } from '#shared/accounts/account-responses';
import { isExportInProgress } from '#shared/accounts/export-schemas';
import {
  type EvidencePublicKey,
  PUBLIC_KEY_PATH,
  type SignatureCheck,
  TIMESTAMP_AUTHORITIES_PATH,
  type TimestampAuthorities,
  type VerifyBundleInput,
} from '#shared/evidence/evidence-manifest';
import { api } from '#client/lib/api-client';
import { DATA_EXPORTS_KEY, EXPORT_POLL_MS } from '#client/features/settings';

// Other features link to a property's bundle through this module (never through its components).
// Without `originals`, the photos are full-size copies without location data.
export const evidenceBundleUrl = (propertyId: string, { originals = false } = {}) =>
  `/api/evidence/properties/${encodeURIComponent(propertyId)}/bundle.zip${originals ? '?originals=true' : ''}`;

/**
 * Asks how the bundle downloads: `export` null when bundle.zip streams it at once, else the bundle
 * a background job prepares (its photos are too large for one request; docs/product.md §14).
 */
export const requestEvidenceBundle = (propertyId: string, { originals = false } = {}) =>
  api<EvidenceBundleRequestResponse>(
    `/api/evidence/properties/${encodeURIComponent(propertyId)}/bundle${originals ? '?originals=true' : ''}`,
    { method: 'POST' },
  );

/**
 * A prepared download among the user's exports (the list Settings shows), asked for again every
 * 2 s while it is being made.
 */
export function usePreparedDownload(id: string | null) {
  return useQuery({
    queryKey: DATA_EXPORTS_KEY,
    queryFn: async () => (await api<DataExportsResponse>('/api/account/exports')).exports,
    enabled: id !== null,
    select: (exports) => exports.find((current) => current.id === id),
    refetchInterval: (query) => {
      const prepared = query.state.data?.find((current) => current.id === id);
      return prepared && isExportInProgress(prepared.status) ? EXPORT_POLL_MS : false;
    },
  });
}

export const checkSignature = (input: VerifyBundleInput) =>
  api<SignatureCheck>('/api/evidence/verify', { body: input });

export function usePublicKey() {
  return useQuery({
    queryKey: ['evidence', 'public-key'],
    queryFn: () => api<EvidencePublicKey>(PUBLIC_KEY_PATH),
    staleTime: Infinity,
  });
}

/** The certificates this server trusts for Time-Stamping Authorities' tokens: shown, and checked with. */
export const timestampAuthoritiesQuery = {
  queryKey: ['evidence', 'timestamp-authorities'],
  queryFn: () => api<TimestampAuthorities>(TIMESTAMP_AUTHORITIES_PATH),
  staleTime: Infinity,
};

export function useTimestampAuthorities() {
  return useQuery(timestampAuthoritiesQuery);
}
