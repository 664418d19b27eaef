import type { DataExport } from '#shared/accounts/export-schemas';
import type { dataExports } from '#server/db/schema/exports';

export type DataExportRow = typeof dataExports.$inferSelect;

/** An export as the API shows it: never its storage key. */
export function presentExport(row: DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    done: row.done,
    total: row.total,
    byteSize: row.byteSize,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
