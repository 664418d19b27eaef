import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type DataExport, isExportInProgress } from '#shared/accounts/export-schemas';
import { Button } from '#client/components/ui/button';
import { buttonClasses } from '#client/components/ui/button-classes';
import { formatDate, formatFileSize } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { DATA_EXPORTS_KEY, exportsApi, useDataExports } from '../api/settings-api';

/** How far an export in progress has come, 0 to 100. */
const percentOf = (current: DataExport) =>
  current.total > 0 ? Math.min(100, Math.round((current.done / current.total) * 100)) : 0;

/**
 * Export my data (docs/product.md §26): a ZIP of every record and file, made in the background.
 * While it is made the page asks every 2 s and shows its progress; once ready it downloads until
 * it expires.
 */
export function ExportDataSection() {
  const exports = useDataExports();
  const newest = exports.data?.[0];
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
  const ready = newest?.status === 'ready' && newest.expiresAt && new Date(newest.expiresAt) > new Date();

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
            {newest.status === 'queued' ? 'Waiting to start…' : `Preparing your data… ${percentOf(newest)}%`}
          </p>
          <div
            role="progressbar"
            aria-label="Export progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentOf(newest)}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-accent-600 transition-all" style={{ width: `${percentOf(newest)}%` }} />
          </div>
        </div>
      )}
      {newest && ready && newest.expiresAt && (
        <div className="flex flex-wrap items-center gap-3">
          <a className={buttonClasses('secondary')} href={exportsApi.downloadUrl(newest.id)} download>
            <Download className="size-4" aria-hidden />
            Download
          </a>
          <span className="text-sm text-slate-600">
            {newest.byteSize !== null ? `${formatFileSize(newest.byteSize)}, ` : ''}available until{' '}
            {formatDate(newest.expiresAt)}
          </span>
        </div>
      )}
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
    </div>
  );
}
