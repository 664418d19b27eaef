import type { SharedView } from '#shared/verification/verified-report';
import type { Db } from '#server/platform/db/database';
import { estimateReportPdf } from '#server/reports/estimate-report-pdf';
import { getReport } from '#server/reports/get-report';
import { getSharedDispute } from './get-shared-dispute';
import { getVerifiedReport } from './get-verified-report';
import type { ShareLinkLookup } from './open-share-link';
import { shareScope } from './share-scope';

type OpenedLink = Extract<ShareLinkLookup, { outcome: 'valid' }>;

/**
 * What an opened link's page shows: the five sections of a rental verification, the shared report
 * or the deposit dispute, computed now from the owner's records, and the size of the link's PDF.
 * Null when a shared report's property was deleted since: nothing is left to show. `token` is the
 * link's own, for the addresses of the files a dispute's page shows; `timestamping`: a Time-Stamping
 * Authority is configured, for the photos' stamps.
 */
export async function getSharedView(
  db: Db,
  { request, ownerName }: OpenedLink,
  link: { token: string; now: Date; timestamping: boolean },
): Promise<SharedView | null> {
  const { now, timestamping } = link;
  if (request.kind === 'deposit-dispute') {
    const dispute = await getSharedDispute(db, { request, ownerName }, link);
    return dispute && { kind: 'deposit-dispute', dispute };
  }
  const scope = shareScope(request, now);
  const pdf = await estimateReportPdf(db, request.userId, scope.report, now, scope.photos);
  if (request.kind === 'rental-verification') {
    const report = await getVerifiedReport(db, { name: ownerName }, request, scope, timestamping);
    return { kind: 'rental-verification', report, pdf };
  }
  const report = await getReport(db, request.userId, scope.report, now);
  if (!report) return null;
  const sharedReport = {
    ownerName,
    createdAt: request.createdAt.toISOString(),
    expiresAt: request.expiresAt.toISOString(),
    report,
  };
  return { kind: 'report', sharedReport, pdf };
}
