import type { SQL } from 'drizzle-orm';
import { openEvidenceBundle } from './build-evidence-bundle';
import type { ReportBundleDeps } from './open-report-bundle';

export const DISPUTE_LETTER_FILE = 'dispute-letter.pdf';

/**
 * The evidence bundle of a deposit dispute's link (docs/product.md §32): the dispute letter, the
 * display copies of exactly the photos attached to its deductions, the documents attached, and the
 * signed manifest listing each with its SHA-256. A failure after the first byte goes to `onError`.
 */
export async function openDisputeBundle(
  deps: ReportBundleDeps,
  userId: string,
  dispute: { letter: Buffer; photos: SQL; documents: SQL },
  onError: (error: unknown) => void,
) {
  const bundle = await openEvidenceBundle(
    {
      ...deps,
      renderPdf: async (output) => {
        output.end(dispute.letter);
      },
    },
    userId,
    {
      photos: dispute.photos,
      documents: dispute.documents,
      photoFiles: 'display-copies-without-location',
      pdfName: DISPUTE_LETTER_FILE,
    },
  );
  bundle.done.catch(onError);
  return bundle.stream;
}
