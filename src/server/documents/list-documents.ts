import { and, desc, eq, getTableColumns, ilike } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { type Cursor, olderThan, pageOf } from '#server/platform/lib/cursor';
import { batchStamp } from '#server/platform/timestamps/present-timestamp';

// A document's Merkle path is for proving its time, not for every list.
const { merklePath: _path, ...documentColumns } = getTableColumns(documents);

/** A document with its batch's stamp once stamped: a left join of the batch (`timestampBatchId`). */
const documentWithStamp = { ...documentColumns, ...batchStamp };

/** Newest first; `search` is a case-insensitive part of the file name (docs/product.md §8). */
export async function listDocuments(
  db: Db,
  userId: string,
  search: string | undefined,
  page: { cursor?: Cursor; limit: number },
) {
  const rows = await db
    .select(documentWithStamp)
    .from(documents)
    .leftJoin(timestampBatches, eq(timestampBatches.id, documents.timestampBatchId))
    .where(
      and(
        eq(documents.userId, userId),
        search ? ilike(documents.fileName, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        olderThan(page.cursor, documents.createdAt, documents.id),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (row) => ({ at: row.createdAt, id: row.id }));
}
