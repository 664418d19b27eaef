import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type DataExport, exportPercent, isExportInProgress } from '#shared/accounts/export-schemas';
import { UploadProgress } from '#client/components/upload-progress';
import { Button } from '#client/components/ui/button';
import { buttonClasses } from '#client/components/ui/button-classes';
import { formatDate, formatFileSize } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { DATA_EXPORTS_KEY, exportsApi, useDataExports } from '../api/settings-api';

/**
 * Export my data (docs/product.md §26): a ZIP of every record and file, made in the background.
 * While it is made the page asks every 2 s and shows its progress; once ready it downloads until
 * it expires.
 */
export function ExportDataSection() {
  const exports = useDataExports();
  const newest = exports.data?.find((current) => current.kind === 'data');
  const bundles = exports.data?.filter(
    (current) => current.kind === 'evidence-bundle' && isDownloadable(current),
  );
  const request = useAction({
    run: () => exportsApi.request(),
    refreshes: [DATA_EXPORTS_KEY],
    onSuccess: () => notify.success('Export started', 'We will email you when your data is ready.'),
    failureTitle: 'Error Starting Export',
    failureFallback: 'An unexpected error occurred. Please try again.',
  });

  // "Ready" is said once, when an export this page was watching finishes.
  const watched = useRef<string | null>(null);
  useEffect(() => {
    if (!newest) return;
    if (isExportInProgress(newest.status)) watched.current = newest.id;
    else if (watched.current === newest.id) {
      watched.current = null;
      if (newest.status === 'ready')
        notify.success('Your export is ready', 'Download it below.', { id: `export-ready-${newest.id}` });
    }
  }, [newest]);

  const busy = newest ? isExportInProgress(newest.status) : false;
  const ready = newest && isDownloadable(newest);

  return (
    <div className="space-y-3">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Export my data</h3>
        <p className="text-sm text-slate-600">
          A ZIP of every record as JSON and every file you uploaded. We email you when it is ready; it can be
          downloaded for 7 days.
        </p>
      </div>
      {newest && busy && (
        <div className="space-y-1" role="status">
          <p className="text-sm text-slate-700">
            {newest.status === 'queued'
              ? 'Waiting to start…'
              : `Preparing your data… ${exportPercent(newest)}%`}
          </p>
          <UploadProgress fraction={exportPercent(newest) / 100} label="Export progress" />
        </div>
      )}
      {newest && ready && <ReadyDownload ready={newest} label="Download" />}
      {newest?.status === 'failed' && (
        <p className="text-sm text-red-700" role="alert">
          Export failed. Try again.
        </p>
      )}
      {!busy && (
        <Button variant="secondary" onClick={() => request.mutate()} disabled={request.isPending}>
          Export my data
        </Button>
      )}
      {bundles && bundles.length > 0 && (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-900">Evidence bundles</h4>
          <p className="text-sm text-slate-600">
            Bundles too large to download at once, prepared in the background.
          </p>
          {bundles.map((bundle) => (
            <ReadyDownload
              key={bundle.id}
              ready={bundle}
              label={`${bundle.property ?? 'Evidence bundle'}${bundle.originals ? ' (originals)' : ''}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** Ready and not expired; an evidence bundle's property not deleted since. */
const isDownloadable = (current: DataExport) =>
  current.status === 'ready' &&
  current.expiresAt !== null &&
  new Date(current.expiresAt) > new Date() &&
  (current.kind === 'data' || current.property !== null);

function ReadyDownload({ ready, label }: { ready: DataExport; label: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a className={buttonClasses('secondary')} href={exportsApi.downloadUrl(ready.id)} download>
        <Download className="size-4" aria-hidden />
        {label}
      </a>
      <span className="text-sm text-slate-600">
        {ready.byteSize !== null ? `${formatFileSize(ready.byteSize)}, ` : ''}available until{' '}
        {ready.expiresAt && formatDate(ready.expiresAt)}
      </span>
    </div>
  );
}
