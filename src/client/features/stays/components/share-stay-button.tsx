import type { ReportOptions } from '#shared/reports/report-schemas';
import type { Stay } from '#shared/stays/stay-schemas';
import { ShareLinkButton, useReportSharing } from '#client/features/verification';

/** The report a stay's link, PDF and bundle show: the stay alone, all of its time. */
export const stayReport = (stay: Stay): ReportOptions => ({
  type: 'summary',
  period: 'all',
  propertyId: stay.id,
});

/** The stay as a verification link (a shared report of the stay). */
export function ShareStayButton({ stay }: { stay: Stay }) {
  return (
    <ShareLinkButton
      noun="stay"
      description={`${stay.place}: its check-in and check-out photos with their facts. Whoever has the link sees it without an account.`}
      sharing={useReportSharing(stayReport(stay))}
    />
  );
}
