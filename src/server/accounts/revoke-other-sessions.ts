import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { sessions } from '#server/platform/db/schema/auth';

/**
 * Signs the user out everywhere but this device. Ended sessions go too (they open nothing already);
 * the count is of the devices that were still signed in, as the list showed them.
 */
export async function revokeOtherSessions(
  db: Db,
  input: { userId: string; currentSessionId: string },
  now: Date,
): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.currentSessionId)))
    .returning({ expiresAt: sessions.expiresAt });
  return rows.filter((row) => row.expiresAt > now).length;
}
