import type { ReportSignature } from '#shared/inspections/inspection-schemas';
import type { reportSignatures } from '#server/platform/db/schema/inspections';

/** A signature as shown to the renter, the signer and on the PDF: never the signed bytes themselves. */
export function presentSignature(row: typeof reportSignatures.$inferSelect): ReportSignature {
  return {
    id: row.id,
    role: row.role,
    method: row.method,
    name: row.name,
    email: row.email,
    companyName: row.companyName,
    signedAt: row.signedAt.toISOString(),
    reportSha256: row.reportSha256,
    manifestSha256: row.manifestSha256,
    disagreements: row.disagreements,
  };
}
