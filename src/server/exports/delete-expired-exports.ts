import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { dataExports } from '#server/platform/db/schema/exports';
import type { FileStore } from '#server/platform/files/file-store';

const BATCH = 100;

/**
 * Deletes the exports whose 7 days are over, and their files. The row goes first (claimed with
 * SKIP LOCKED, so processes running this together never collide), then its file: a crash between
 * the two leaves a file no row points at, which the orphan sweep removes.
 */
export async function deleteExpiredExports(deps: { db: Db; files: FileStore }, now: Date) {
  const expired = deps.db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(isNotNull(dataExports.expiresAt), lte(dataExports.expiresAt, now)))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const deleted = await deps.db
    .delete(dataExports)
    .where(inArray(dataExports.id, expired))
    .returning({ id: dataExports.id, storageKey: dataExports.storageKey });
  for (const row of deleted) if (row.storageKey) await deps.files.delete(row.storageKey);
  return deleted.length;
}
