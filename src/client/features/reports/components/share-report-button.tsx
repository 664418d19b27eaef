import { REPORT_PERIOD_LABELS, REPORT_TYPE_LABELS, type ReportOptions } from '#shared/reports/report-schemas';
import { ShareLinkButton, useReportSharing } from '#client/features/verification';

/** Shares the report as it is shown. */
export function ShareReportButton({ options }: { options: ReportOptions }) {
  return (
    <ShareLinkButton
      noun="report"
      description={`${REPORT_TYPE_LABELS[options.type]} report · ${REPORT_PERIOD_LABELS[options.period]}. Whoever has the link sees it without an account.`}
      sharing={useReportSharing(options)}
    />
  );
}
