import type { SignatureRequest, SignatureRequestStatus } from '#shared/inspections/inspection-schemas';
import type { signatureRequests } from '#server/platform/db/schema/inspections';

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;

/** Signed outranks withdrawn: a signature stays whatever happens to the link afterwards. */
function statusOf(row: SignatureRequestRow, now: Date): SignatureRequestStatus {
  if (row.signedAt) return 'signed';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** A request as its renter sees it: never the token or the code, which only their hashes keep. */
export function presentSignatureRequest(row: SignatureRequestRow, now: Date): SignatureRequest {
  return {
    id: row.id,
    email: row.email,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
  };
}
