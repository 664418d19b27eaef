import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import { type FileStore, userFilesPrefix } from '#server/platform/files/file-store';
import type { DocumentRow } from './present-document';
import { storeCheckedDocument } from './store-checked-document';

/**
 * Stores a renter's document after checking what it really is (storeCheckedDocument: the file
 * first, then the row, neither left behind by a failure).
 */
export async function uploadDocument(
  deps: { db: Db; files: FileStore },
  userId: string,
  file: { name: string; bytes: Uint8Array },
): Promise<DocumentRow> {
  const id = crypto.randomUUID();
  const storageKey = `${userFilesPrefix(userId)}documents/${id}`;
  const row = await storeCheckedDocument(deps.files, storageKey, file.bytes, async (checked) => {
    const [inserted] = await deps.db
      .insert(documents)
      .values({ id, userId, fileName: file.name, ...checked })
      .returning();
    if (!inserted) throw new Error('Insert returned no document');
    return inserted;
  });
  if (!row) throw new Error('Insert returned no document');
  // Just received: in no batch yet, so nothing stamped it.
  return { ...row, stampedBy: null, stampedAt: null };
}
