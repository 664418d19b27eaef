import { and, desc, eq, type SQL } from 'drizzle-orm';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { Db } from '#server/platform/db/database';
import { dataExports } from '#server/platform/db/schema/exports';
import { properties } from '#server/platform/db/schema/properties';
import type { DataExportRow } from './present-export';

/** An export with its evidence bundle's property name as shown: null for data, or once it is deleted. */
export type ListedExport = { row: DataExportRow; property: string | null };

async function selectExports(db: Db, where: SQL): Promise<ListedExport[]> {
  const rows = await db
    .select({ row: dataExports, property: { id: properties.id, name: properties.name } })
    .from(dataExports)
    .leftJoin(
      properties,
      and(eq(properties.id, dataExports.propertyId), eq(properties.userId, dataExports.userId)),
    )
    .where(where)
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id));
  return rows.map(({ row, property }) => ({
    row,
    property: property ? displayPropertyName(property) : null,
  }));
}

/** The user's exports, newest first. */
export function listExports(db: Db, userId: string): Promise<ListedExport[]> {
  return selectExports(db, eq(dataExports.userId, userId));
}

/** One of the user's exports; another user's is missing, the same as an unknown id. */
export async function getExport(db: Db, userId: string, id: string): Promise<ListedExport | null> {
  const [found] = await selectExports(db, and(eq(dataExports.id, id), eq(dataExports.userId, userId)) as SQL);
  return found ?? null;
}

/**
 * The file of a ready export that has not expired, or null. An evidence bundle of a property
 * deleted since holds photos the owner deleted: it is no longer handed out.
 */
export function downloadableKey({ row, property }: ListedExport, now: Date): string | null {
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt) return null;
  if (row.kind === 'evidence-bundle' && property === null) return null;
  return row.expiresAt.getTime() > now.getTime() ? row.storageKey : null;
}
