import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { dataExports } from '#server/db/schema/exports';
import type { DataExportRow } from './present-export';

/**
 * Queues an export of everything the user has, unless one is already queued or running: asking
 * again returns that one. The user's row is locked for the check, so two requests at once make one.
 */
export async function requestExport(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ export: DataExportRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [current] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'running'])))
      .limit(1);
    if (current) return { export: current, created: false };
    const [created] = await tx.insert(dataExports).values({ userId, requestedAt: now }).returning();
    if (!created) throw new Error('The export was not created');
    return { export: created, created: true };
  });
}
