import type { DataExport } from '#shared/accounts/export-schemas';
import type { dataExports } from '#server/platform/db/schema/exports';

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * An export as the API shows it: never its storage key. `property` is an evidence bundle's property
 * name as shown (null for a data export, or once the property is deleted).
 */
export function presentExport(row: DataExportRow, property: string | null = null): DataExport {
  return {
    id: row.id,
    kind: row.kind,
    propertyId: row.propertyId,
    property,
    originals: row.originals,
    status: row.status,
    done: row.done,
    total: row.total,
    byteSize: row.byteSize,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
