import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { verificationRequests } from '#server/platform/db/schema/verification';

/** Turns a link off for good; revoking twice keeps the first time. False when it is not the user's. */
export async function revokeShareLink(db: Db, userId: string, id: string, now: Date) {
  const rows = await db
    .update(verificationRequests)
    .set({ status: 'revoked', revokedAt: sql`coalesce(${verificationRequests.revokedAt}, ${now})` })
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.id, id)))
    .returning({ id: verificationRequests.id });
  return rows.length > 0;
}
