import { createHash } from 'node:crypto';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '#shared/documents/document-schemas';
import type { Db } from '#server/db/database';
import { documents } from '#server/db/schema/documents';
import { type FileStore, userFilesPrefix } from '#server/files/file-store';
import { Rejection } from '#server/lib/rejection';
import { detectDocumentType } from './detect-document-type';

/**
 * Stores a document after checking what it really is. The file goes first and is removed if the
 * row cannot be written, so a failure leaves neither (a crash in between leaves a file that
 * sweepOrphanFiles removes; a full disk is a StorageFullError and stores nothing).
 */
export async function uploadDocument(
  deps: { db: Db; files: FileStore },
  userId: string,
  file: { name: string; bytes: Uint8Array },
) {
  if (file.bytes.byteLength > DOCUMENT_MAX_BYTES) {
    throw new Rejection('too-large', 'DOCUMENT_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
  }
  const fileType = await detectDocumentType(file.bytes);
  if (!fileType)
    throw new Rejection('unsupported-type', 'UNSUPPORTED_DOCUMENT_TYPE', DOCUMENT_MESSAGES.unsupportedType);

  const id = crypto.randomUUID();
  const storageKey = `${userFilesPrefix(userId)}documents/${id}`;
  await deps.files.put(storageKey, file.bytes);
  try {
    const [row] = await deps.db
      .insert(documents)
      .values({
        id,
        userId,
        fileName: file.name,
        fileType,
        fileSize: file.bytes.byteLength,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storageKey,
      })
      .returning();
    if (!row) throw new Error('Insert returned no document');
    return row;
  } catch (error) {
    await deps.files.delete(storageKey);
    throw error;
  }
}
