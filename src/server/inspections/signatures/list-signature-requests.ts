import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { signatureRequests } from '#server/platform/db/schema/inspections';

/** The requests the renter sent for one report, newest first. */
export function listSignatureRequests(db: Db, userId: string, inspectionId: string) {
  return db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.userId, userId), eq(signatureRequests.inspectionId, inspectionId)))
    .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id));
}
