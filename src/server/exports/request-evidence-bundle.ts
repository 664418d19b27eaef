// A property's evidence bundle too large to stream, queued as a background export. It sits in
// exports/, which builds the queued bundle (run-due-exports.ts), so evidence/ does not import
// exports/ back to queue one (issue 36).
import { EVIDENCE_BUNDLE_BACKGROUND_BYTES } from '#shared/accounts/export-schemas';
import type { PhotoFileSource } from '#shared/evidence/evidence-manifest';
import type { ReportOptions } from '#shared/reports/report-schemas';
import type { Db } from '#server/platform/db/database';
import { measureEvidenceBundle } from '#server/evidence/build-evidence-bundle';
import type { DataExportRow } from './present-export';
import { requestExport } from './request-export';

/**
 * The owner's bundle of a property: the summary report of all time, and full-size copies without
 * location data unless the owner asks for the originals, which carry where each photo was taken.
 */
export const ownerBundleReport = (
  propertyId: string,
  originals: boolean,
): { options: ReportOptions; photoFiles: PhotoFileSource } => ({
  options: { type: 'summary', period: 'all', propertyId },
  photoFiles: originals ? 'originals' : 'copies-without-location',
});

/**
 * Whether the owner's bundle of a property (known to be theirs) downloads at once: null when it
 * does, or, when its photos add up to more than `backgroundBytes`, the prepared download a job
 * builds (queued now, or the same one already queued or running; docs/product.md §14). A bundle too
 * large for one ZIP is refused here, before anything is queued.
 */
export async function requestEvidenceBundle(
  db: Db,
  userId: string,
  bundle: { propertyId: string; originals: boolean },
  now: Date,
  backgroundBytes = EVIDENCE_BUNDLE_BACKGROUND_BYTES,
): Promise<DataExportRow | null> {
  const photoBytes = await measureEvidenceBundle(db, userId, { propertyId: bundle.propertyId });
  if (photoBytes <= backgroundBytes) return null;
  const requested = await requestExport(db, userId, now, { kind: 'evidence-bundle', ...bundle });
  return requested.export;
}
