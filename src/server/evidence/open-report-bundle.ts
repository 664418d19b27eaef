import type { KeyObject } from 'node:crypto';
import type { ReportOptions } from '#shared/reports/report-schemas';
import type { Db } from '#server/db/database';
import type { FileStore } from '#server/files/file-store';
import { estimateReportPdf } from '#server/reports/estimate-report-pdf';
import { renderReportPdf } from '#server/reports/render-report-pdf';
import { type EvidenceBundleScope, openEvidenceBundle } from './build-evidence-bundle';

/**
 * The evidence bundle of a report (the owner's, or one seen through a share link): its PDF, the
 * photos of the report's property (or of every property; through a link, only those its page
 * shows) and the signed manifest. A failure after the first byte is handed to `onError`.
 *
 * The bundle is what a report too large for one PDF is offered as, so it never refuses for that:
 * its PDF then leaves out the photo pages, every photo being in the bundle's files and manifest.
 */
export async function openReportBundle(
  deps: { db: Db; files: FileStore; now: Date; signingKey: KeyObject },
  userId: string,
  report: { options: ReportOptions } & Omit<EvidenceBundleScope, 'propertyId'>,
  onError: (error: unknown) => void,
) {
  const estimate = await estimateReportPdf(deps.db, userId, report.options, deps.now, report.photos);
  const bundle = await openEvidenceBundle(
    {
      ...deps,
      renderPdf: (output) =>
        renderReportPdf(deps, userId, report.options, output, {
          sharedPhotos: report.photos,
          photosInBundle: estimate.withinLimit ? undefined : estimate,
        }),
    },
    userId,
    { propertyId: report.options.propertyId, photos: report.photos, photoFiles: report.photoFiles },
  );
  bundle.done.catch(onError);
  return bundle.stream;
}
