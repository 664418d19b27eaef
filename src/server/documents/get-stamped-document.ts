import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { batchStamp } from '#server/platform/timestamps/present-timestamp';
import type { DocumentRow } from './present-document';

const { merklePath: _path, ...documentColumns } = getTableColumns(documents);

/**
 * The user's document with its batch's stamp once stamped, as lists show it, or null (missing and
 * someone else's look the same).
 */
export async function getStampedDocument(
  db: Db,
  userId: string,
  documentId: string,
): Promise<DocumentRow | null> {
  const [row] = await db
    .select({ ...documentColumns, ...batchStamp })
    .from(documents)
    .leftJoin(timestampBatches, eq(timestampBatches.id, documents.timestampBatchId))
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)));
  return row ?? null;
}
