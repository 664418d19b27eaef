import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { documents } from '#server/db/schema/documents';
import { type Cursor, olderThan, pageOf } from '#server/lib/cursor';

/** Newest first; `search` is a case-insensitive part of the file name (docs/product.md §8). */
export async function listDocuments(
  db: Db,
  userId: string,
  search: string | undefined,
  page: { cursor?: Cursor; limit: number },
) {
  const rows = await db
    .select()
    .from(documents)
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
