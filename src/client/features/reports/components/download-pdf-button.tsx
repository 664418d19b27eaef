import { Download, FileArchive } from 'lucide-react';
import { describeReportPdfSize, reportTooLargeMessage } from '#shared/reports/report-pdf-estimate';
import type { ReportOptions } from '#shared/reports/report-schemas';
import { Button } from '#client/components/ui/button';
import { EvidenceBundleDownload, useEvidenceBundle } from '#client/features/evidence';
import { reportPdfUrl } from '../api/report-options';
import { useReportPdfEstimate } from '../api/reports-api';

/**
 * A plain link (the browser downloads the streamed PDF itself and shows its own progress), with the
 * PDF's size beside it. A report too large for one PDF is not offered: what to download instead
 * takes its place, the property's evidence bundle when one property is chosen.
 */
export function DownloadPdfButton({ options }: { options: ReportOptions }) {
  const estimate = useReportPdfEstimate(options);
  if (estimate.data && !estimate.data.withinLimit) {
    const { propertyId } = options;
    return (
      <div className="max-w-md space-y-2 text-sm text-slate-700" role="status">
        <p>{reportTooLargeMessage(estimate.data, propertyId ? 'one-property' : 'all-properties')}</p>
        {propertyId && <PropertyBundle propertyId={propertyId} />}
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3">
      {/* Without an estimate (still loading, or it failed) the download stays available: the server refuses what is too large. */}
      <span className="text-sm text-slate-500" aria-live="polite">
        {estimate.isPending
          ? 'Estimating size…'
          : estimate.data
            ? describeReportPdfSize(estimate.data)
            : null}
      </span>
      <Button asChild>
        <a href={reportPdfUrl(options)} download>
          <Download className="size-4" aria-hidden />
          Download PDF
        </a>
      </Button>
    </div>
  );
}

function PropertyBundle({ propertyId }: { propertyId: string }) {
  return (
    <EvidenceBundleDownload bundle={useEvidenceBundle(propertyId)} size="sm">
      <FileArchive className="size-4" aria-hidden />
      Download evidence bundle
    </EvidenceBundleDownload>
  );
}
