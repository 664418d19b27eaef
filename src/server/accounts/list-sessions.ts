import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DeviceSession } from '#shared/accounts/session-schemas';
import type { Db } from '#server/platform/db/database';
import { sessions } from '#server/platform/db/schema/auth';
import { describeBrowser } from '#server/platform/lib/describe-browser';

/**
 * The user's sessions that have not ended, this device's first, then the newest sign-in first.
 * Only the columns shown are read: the token's hash and the IP address never leave the table.
 */
export async function listSessions(
  db: Db,
  input: { userId: string; currentSessionId: string },
  now: Date,
): Promise<DeviceSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, input.userId), gt(sessions.expiresAt, now)))
    .orderBy(
      desc(sql`${sessions.id} = ${input.currentSessionId}`),
      desc(sessions.createdAt),
      desc(sessions.id),
    );
  return rows.map((row) => presentDeviceSession(row, input.currentSessionId));
}

/**
 * A session as Settings shows it. `lastActiveAt` is the row's `updatedAt`, which requireUser moves
 * forward as the session is used (to within five minutes, platform/auth/note-session-activity.ts).
 */
export function presentDeviceSession(
  row: { id: string; userAgent: string | null; createdAt: Date; updatedAt: Date },
  currentSessionId: string,
): DeviceSession {
  return {
    id: row.id,
    browser: describeBrowser(row.userAgent ?? undefined),
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
