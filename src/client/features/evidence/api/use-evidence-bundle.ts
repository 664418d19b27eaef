import { useState } from 'react';
import type { DataExport } from '#shared/accounts/export-schemas';
import { useAction } from '#client/lib/use-action';
import { DATA_EXPORTS_KEY, exportsApi } from '#client/features/settings';
import type { EvidenceBundle } from '../components/evidence-bundle-download';
import { evidenceBundleUrl, requestEvidenceBundle, usePreparedDownload } from './evidence-api';

/** The browser's own download of a streamed bundle, with its own progress. */
function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}

/**
 * What a bundle link (../components/evidence-bundle-download.tsx) needs for a property's bundle: asked
 * for first, then downloaded at once (and `onDownloadStarted` told) or prepared in the background,
 * whose progress is followed in the list of exports.
 */
export function useEvidenceBundle(
  propertyId: string,
  { originals = false, onDownloadStarted }: { originals?: boolean; onDownloadStarted?: () => void } = {},
): EvidenceBundle {
  // The answer of the request shows until the list of exports has it.
  const [requested, setRequested] = useState<DataExport | null>(null);
  // A bundle asked for with the other choice of originals is not this one.
  const asked = requested?.originals === originals ? requested : null;
  const listed = usePreparedDownload(asked?.id ?? null);
  const prepared = listed.data ?? asked;
  const request = useAction({
    run: (withOriginals: boolean) => requestEvidenceBundle(propertyId, { originals: withOriginals }),
    refreshes: [DATA_EXPORTS_KEY],
    onSuccess: (result, withOriginals) => {
      if (result.export) setRequested(result.export);
      else {
        startDownload(evidenceBundleUrl(propertyId, { originals: withOriginals }));
        onDownloadStarted?.();
      }
    },
    failureTitle: 'Error Downloading Evidence Bundle',
    failureFallback: 'An unexpected error occurred. Please try again.',
  });
  return {
    url: evidenceBundleUrl(propertyId, { originals }),
    request: () => request.mutate(originals),
    isPending: request.isPending,
    prepared,
    preparedUrl: prepared && exportsApi.downloadUrl(prepared.id),
  };
}
