import { Download } from 'lucide-react';
import type { ReportOptions } from '#shared/reports/report-schemas';
import { Button } from '#client/components/ui/button';
import { reportPdfUrl } from '../api/report-options';

/** A plain link: the browser downloads the streamed PDF itself and shows its own progress. */
export function DownloadPdfButton({ options }: { options: ReportOptions }) {
  return (
    <Button asChild>
      <a href={reportPdfUrl(options)} download>
        <Download className="size-4" aria-hidden />
        Download PDF
      </a>
    </Button>
  );
}
