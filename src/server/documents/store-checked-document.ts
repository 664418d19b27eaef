import { createHash } from 'node:crypto';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, type DocumentType } from '#shared/documents/document-schemas';
import type { FileStore } from '#server/platform/files/file-store';
import { Rejection } from '#server/platform/lib/rejection';
import { detectDocumentType } from './detect-document-type';

/** What is known of a document once its bytes are checked and stored. */
export type CheckedDocument = {
  fileType: DocumentType;
  fileSize: number;
  sha256: string;
  storageKey: string;
};

/**
 * The one way a document is stored, whoever sends it (a renter's own, a company's notice): the size
 * limit, then what it really is from its bytes, then the file under `storageKey`, then the row
 * `writeRow` writes. The file goes first and is removed if the row cannot be written (or `writeRow`
 * writes none and answers null), so a failure leaves neither (a full disk is a StorageFullError and
 * stores nothing). A crash in between leaves a file without a row: sweepOrphanFiles removes a
 * renter's documents/ ones; it does not look at notices/ yet.
 */
export async function storeCheckedDocument<Row>(
  files: FileStore,
  storageKey: string,
  bytes: Uint8Array,
  writeRow: (document: CheckedDocument) => Promise<Row | null>,
): Promise<Row | null> {
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) {
    throw new Rejection('too-large', 'DOCUMENT_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge);
  }
  const fileType = await detectDocumentType(bytes);
  if (!fileType)
    throw new Rejection('unsupported-type', 'UNSUPPORTED_DOCUMENT_TYPE', DOCUMENT_MESSAGES.unsupportedType);

  await files.put(storageKey, bytes);
  try {
    const row = await writeRow({
      fileType,
      fileSize: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
    });
    if (row === null) await files.delete(storageKey);
    return row;
  } catch (error) {
    await files.delete(storageKey);
    throw error;
  }
}
