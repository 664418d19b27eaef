import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { dataExports } from '#server/db/schema/exports';
import type { DataExportRow } from './present-export';

/** The user's exports, newest first. */
export function listExports(db: Db, userId: string): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id));
}

/** One of the user's exports; another user's is missing, the same as an unknown id. */
export async function getExport(db: Db, userId: string, id: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row ?? null;
}

/** The file of a ready export that has not expired, or null. */
export function downloadableKey(row: DataExportRow, now: Date): string | null {
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt) return null;
  return row.expiresAt.getTime() > now.getTime() ? row.storageKey : null;
}
