import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { signatureRequests } from '#server/platform/db/schema/inspections';

/**
 * Withdraws a signing link: it then opens nothing, like an unknown one. A signature already made
 * stays. Revoking twice keeps the first time; false when the request is not of this report.
 */
export async function revokeSignatureRequest(
  db: Db,
  userId: string,
  inspectionId: string,
  requestId: string,
  now: Date,
) {
  const rows = await db
    .update(signatureRequests)
    .set({ revokedAt: sql`coalesce(${signatureRequests.revokedAt}, ${now})`, codeHash: null })
    .where(
      and(
        eq(signatureRequests.id, requestId),
        eq(signatureRequests.userId, userId),
        eq(signatureRequests.inspectionId, inspectionId),
      ),
    )
    .returning({ id: signatureRequests.id });
  return rows.length > 0;
}
