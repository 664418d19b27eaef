// The signed move-in report emailed to the renter and the signer after a signature is stored. It
// attaches the report's PDF, so it sits in reports/ beside render-move-in-report-pdf.ts, and
// inspections/ does not import reports/ (issue 36).
import type { reportSignatures } from '#server/platform/db/schema/inspections';
import type { InspectionRow, MoveInReport } from '#server/inspections/signatures/build-move-in-report';
import { reportSignedEmail, signedReportCopyEmail } from '#server/platform/mail/signing-emails';
import type { Services } from '#server/platform/services';
import { renderMoveInReportPdf } from './render-move-in-report-pdf';

/**
 * After a landlord signed (docs/product.md §34): the renter hears who signed, and both get the
 * signed PDF. Sent after the signature is stored, never inside its transaction; a failure is
 * logged, not answered, since the signature itself stands.
 */
export async function sendSignedReport(
  services: Services,
  signed: {
    inspection: InspectionRow;
    report: MoveInReport;
    signature: typeof reportSignatures.$inferSelect;
  },
) {
  const { inspection, report, signature } = signed;
  const { mailer, logger, config } = services;
  try {
    const pdf = await renderMoveInReportPdf(services, inspection);
    const signerName = signature.companyName
      ? `${signature.name} (${signature.companyName})`
      : signature.name;
    await mailer.send(
      reportSignedEmail(report.renter.email, {
        renterName: report.renter.name,
        signerName,
        place: report.place.name,
        url: `${config.appUrl}/inspection/${inspection.propertyId}/move-in`,
        pdf,
      }),
    );
    await mailer.send(
      signedReportCopyEmail(signature.email, {
        signerName: signature.name,
        renterName: report.renter.name,
        place: report.place.name,
        pdf,
      }),
    );
  } catch (error) {
    logger.error({ err: error, signatureId: signature.id }, 'The signed move-in report could not be emailed');
  }
}
