import type { ReportOptions } from '../../shared/reports/report-schemas';
import type { verificationRequests } from '../db/schema/verification';

/**
 * What a link's PDF and evidence bundle cover: the report as it was shared, or, for a rental
 * verification, everything the tenant recorded.
 */
export function sharedReportOptions(request: typeof verificationRequests.$inferSelect): ReportOptions {
  return request.reportOptions ?? { type: 'summary', period: 'all' };
}
