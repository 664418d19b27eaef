import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { sessions } from '#server/platform/db/schema/auth';

/** A session's last use is kept to this precision: one write per session per interval, not per request. */
export const SESSION_ACTIVITY_PRECISION_MS = 5 * 60 * 1000;

/**
 * Records that a session was just used, for Settings' signed-in devices ("Last active"). better-auth
 * writes `updated_at` only when it refreshes a session, which ours never do (they end 30 days after
 * sign-in however active), so the column is ours to move; it changes nothing about expiry.
 */
export async function noteSessionActivity(db: Db, session: { id: string; updatedAt: Date }, now: Date) {
  const stale = new Date(now.getTime() - SESSION_ACTIVITY_PRECISION_MS);
  if (new Date(session.updatedAt) > stale) return;
  await db
    .update(sessions)
    .set({ updatedAt: now })
    .where(and(eq(sessions.id, session.id), lt(sessions.updatedAt, stale)));
}
