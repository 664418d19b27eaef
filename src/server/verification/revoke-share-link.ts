import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { verificationRequests } from '../db/schema/verification';

/** Turns a link off for good; revoking twice keeps the first time. */
export async function revokeShareLink(db: Db, userId: string, id: string, now: Date) {
  const [row] = await db
    .select({ revokedAt: verificationRequests.revokedAt })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.id, id)));
  if (!row) return false;
  if (!row.revokedAt) {
    await db
      .update(verificationRequests)
      .set({ status: 'revoked', revokedAt: now })
      .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.id, id)));
  }
  return true;
}
