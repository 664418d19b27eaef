import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { type DataExport, exportPercent, isExportInProgress } from '#shared/accounts/export-schemas';
import { UploadProgress } from '#client/components/upload-progress';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '#client/components/ui/button-classes';
import { formatDate, formatFileSize } from '#client/lib/format';

/** How a bundle link reaches the server: the evidence feature's useEvidenceBundle. */
export type EvidenceBundle = {
  /** bundle.zip, which streams a bundle small enough for one request. */
  url: string;
  /** Asks how the bundle downloads, then starts the download or the preparing. */
  request: () => void;
  isPending: boolean;
  /** The bundle a background job prepares once asked for, and where it downloads when ready. */
  prepared: DataExport | null;
  preparedUrl: string | null;
};

/**
 * The owner's evidence bundle of a property, drawn as each place draws its download link. A
 * bundle small enough for one request downloads at once; a larger one is prepared in the
 * background (docs/product.md §14): its progress shows here, then its download, and the owner is
 * emailed when it is ready.
 */
export function EvidenceBundleDownload({
  bundle,
  variant = 'secondary',
  size = 'md',
  children,
}: {
  bundle: EvidenceBundle;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The link's icon and label. */
  children: ReactNode;
}) {
  const { prepared, preparedUrl } = bundle;
  if (prepared && prepared.status !== 'failed' && preparedUrl) {
    return <PreparedBundle prepared={prepared} url={preparedUrl} />;
  }
  return (
    <div className="space-y-2">
      {prepared?.status === 'failed' && (
        <p className="text-sm text-red-700" role="alert">
          Preparing the evidence bundle failed. Try again.
        </p>
      )}
      {/* A link to bundle.zip, so it reads and behaves as a download; the click asks first, since
          bundle.zip answers a large property with the prepared download instead of a ZIP. */}
      <a
        className={buttonClasses(variant, size)}
        href={bundle.url}
        download
        aria-busy={bundle.isPending || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!bundle.isPending) bundle.request();
        }}
      >
        {children}
      </a>
    </div>
  );
}

function PreparedBundle({ prepared, url }: { prepared: DataExport; url: string }) {
  if (isExportInProgress(prepared.status)) {
    const percent = exportPercent(prepared);
    return (
      <div className="max-w-md space-y-1" role="status">
        <p className="text-sm text-slate-700">
          Preparing your evidence bundle… we&apos;ll email you when it&apos;s ready.
          {prepared.status === 'running' ? ` ${percent}%` : ''}
        </p>
        <UploadProgress fraction={percent / 100} label="Evidence bundle progress" />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a className={buttonClasses('secondary')} href={url} download>
        <Download className="size-4" aria-hidden />
        Download evidence bundle
      </a>
      {prepared.expiresAt && (
        <span className="text-sm text-slate-600">
          {prepared.byteSize !== null ? `${formatFileSize(prepared.byteSize)}, ` : ''}available until{' '}
          {formatDate(prepared.expiresAt)}
        </span>
      )}
    </div>
  );
}
