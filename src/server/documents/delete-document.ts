import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import type { FileStore } from '#server/platform/files/file-store';

/** The row, then its file. Returns the deleted document's name, or null when it is not the user's. */
export async function deleteDocument(deps: { db: Db; files: FileStore }, userId: string, documentId: string) {
  const [deleted] = await deps.db
    .delete(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .returning({ fileName: documents.fileName, storageKey: documents.storageKey });
  if (!deleted) return null;
  await deps.files.delete(deleted.storageKey);
  return deleted.fileName;
}
