import { inspectionPdfFileName, renderInspectionPdf } from '#server/reports/render-inspection-pdf';
import type { Services } from '#server/services';
import { type InspectionRow, readReportParties } from './build-move-in-report';

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
