// The signed move-in report's PDF, drawn by render-inspection-pdf.ts. It sits in reports/, which
// draws every PDF and reads the inspection, so inspections/ does not import reports/ (issue 36).
import { type InspectionRow, readReportParties } from '#server/inspections/signatures/build-move-in-report';
import type { Services } from '#server/platform/services';
import { inspectionPdfFileName, renderInspectionPdf } from './render-inspection-pdf';

/**
 * The move-in report's PDF as its signers get it: the one the renter downloads, ending with the
 * signatures page (before signing, the report to review).
 */
export async function renderMoveInReportPdf(services: Services, inspection: InspectionRow) {
  const [content, { place }] = await Promise.all([
    renderInspectionPdf(services, {
      userId: inspection.userId,
      propertyId: inspection.propertyId,
      kind: 'move-in',
    }),
    readReportParties(services.database.db, inspection),
  ]);
  return { filename: inspectionPdfFileName(place.name, 'move-in'), content };
}
