import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { dataExports } from '#server/platform/db/schema/exports';
import type { DataExportRow } from './present-export';

/** What is asked for: everything the user has, or one property's evidence bundle. */
export type ExportRequest =
  { kind: 'data' } | { kind: 'evidence-bundle'; propertyId: string; originals: boolean };

/**
 * Queues an export, unless the same one (the same kind, for a bundle the same property and photo
 * files) is already queued or running: asking again returns that one. The user's row is locked for
 * the check, so two requests at once make one.
 */
export async function requestExport(
  db: Db,
  userId: string,
  now: Date,
  request: ExportRequest = { kind: 'data' },
): Promise<{ export: DataExportRow; created: boolean }> {
  const scope =
    request.kind === 'data'
      ? { kind: request.kind, propertyId: null, originals: false }
      : { kind: request.kind, propertyId: request.propertyId, originals: request.originals };
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [current] = await tx
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          inArray(dataExports.status, ['queued', 'running']),
          eq(dataExports.kind, scope.kind),
          scope.propertyId ? eq(dataExports.propertyId, scope.propertyId) : undefined,
          eq(dataExports.originals, scope.originals),
        ),
      )
      .limit(1);
    if (current) return { export: current, created: false };
    const [created] = await tx
      .insert(dataExports)
      .values({ userId, requestedAt: now, ...scope })
      .returning();
    if (!created) throw new Error('The export was not created');
    return { export: created, created: true };
  });
}
