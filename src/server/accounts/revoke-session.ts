import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { sessions } from '#server/platform/db/schema/auth';

/**
 * Signs one of the user's devices out: its session row goes, so its very next request finds no
 * session (nothing caches one: better-auth's cookie cache is off). False when the id names no
 * unexpired session of this user's, another user's included.
 */
export async function revokeSession(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
