import type { Db } from '#server/platform/db/database';
import type { verificationRequests } from '#server/platform/db/schema/verification';
import type { FileStore } from '#server/platform/files/file-store';
import { findSharedDocument, shareScope } from './share-scope';

/**
 * A document attached to the deposit dispute a link shares, with the name and type it was uploaded
 * with; null for any other document, and for every document through any other kind of link.
 */
export async function openSharedDocument(
  deps: { db: Db; files: FileStore; now: Date },
  request: typeof verificationRequests.$inferSelect,
  documentId: string,
) {
  const document = await findSharedDocument(deps.db, shareScope(request, deps.now), documentId);
  if (!document) return null;
  const file = await deps.files.open(document.storageKey);
  return file ? { fileName: document.fileName, fileType: document.fileType, file } : null;
}
