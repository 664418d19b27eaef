import type { KeyObject } from 'node:crypto';
import type { ReportOptions } from '#shared/reports/report-schemas';
import type { Db } from '#server/platform/db/database';
import type { FileStore } from '#server/platform/files/file-store';
import type { Services } from '#server/platform/services';
import { estimateReportPdf } from '#server/reports/estimate-report-pdf';
import { renderReportPdf } from '#server/reports/render-report-pdf';
import {
  type EvidenceBundleDeps,
  type EvidenceBundleScope,
  openEvidenceBundle,
} from './build-evidence-bundle';

/**
 * `tsaUrls` (TSA_URLS): the authorities asked to stamp the manifest; with one configured, the PDF
 * tells photos not stamped yet as pending (decision 039).
 */
export type ReportBundleDeps = {
  db: Db;
  files: FileStore;
  now: Date;
  signingKey: KeyObject;
  tsaUrls: string[];
  tsaCertificates?: string[];
  /** APP_URL, for the links the PDF gives to what it cannot hold (a clip). */
  appUrl?: string;
};

/** What a bundle made for a request is written with: the services' database, files and keys. */
export const bundleDepsOf = (
  { config, database, files }: Pick<Services, 'config' | 'database' | 'files'>,
  now: Date,
): ReportBundleDeps => ({
  db: database.db,
  files,
  now,
  signingKey: config.signingKey,
  tsaUrls: config.tsaUrls,
  tsaCertificates: config.tsaTrustedCertificates.map((certificate) => certificate.pem),
  appUrl: config.appUrl,
});
type ReportBundle = { options: ReportOptions } & Omit<EvidenceBundleScope, 'propertyId'>;

/**
 * What a report's bundle is written with, streamed or built by a job: its PDF renderer.
 *
 * The bundle is what a report too large for one PDF is offered as, so it never refuses for that:
 * its PDF then leaves out the photo pages, every photo being in the bundle's files and manifest.
 */
export async function reportBundleDeps(
  deps: ReportBundleDeps,
  userId: string,
  report: ReportBundle,
): Promise<EvidenceBundleDeps> {
  const estimate = await estimateReportPdf(deps.db, userId, report.options, deps.now, report.photos);
  return {
    ...deps,
    renderPdf: (output) =>
      renderReportPdf({ ...deps, timestamping: deps.tsaUrls.length > 0 }, userId, report.options, output, {
        sharedPhotos: report.photos,
        photosInBundle: estimate.withinLimit ? undefined : estimate,
      }),
  };
}

/** The scope of a report's bundle: the report's property (or every property) and its photo files. */
export const reportBundleScope = (report: ReportBundle): EvidenceBundleScope => ({
  propertyId: report.options.propertyId,
  photos: report.photos,
  videos: report.videos,
  withoutSignatures: report.withoutSignatures,
  photoFiles: report.photoFiles,
});

/**
 * The evidence bundle of a report (the owner's, or one seen through a share link): its PDF, the
 * photos of the report's property (or of every property; through a link, only those its page
 * shows) and the signed manifest. A failure after the first byte is handed to `onError`.
 */
export async function openReportBundle(
  deps: ReportBundleDeps,
  userId: string,
  report: ReportBundle,
  onError: (error: unknown) => void,
) {
  const bundle = await openEvidenceBundle(
    await reportBundleDeps(deps, userId, report),
    userId,
    reportBundleScope(report),
  );
  bundle.done.catch(onError);
  return bundle.stream;
}
