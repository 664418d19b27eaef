import type { Document, DocumentType } from '#shared/documents/document-schemas';
import type { documents } from '#server/platform/db/schema/documents';
import { type BatchStamp, presentTimestamp } from '#server/platform/timestamps/present-timestamp';

/** A document and its batch's stamp (`documentWithStamp`); a document just stored has none yet. */
export type DocumentRow = Omit<typeof documents.$inferSelect, 'merklePath'> & BatchStamp;

/** `timestamping`: whether this server has a Time-Stamping Authority configured (TSA_URLS). */
export function presentDocument(row: DocumentRow, timestamping: boolean): Document {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType as DocumentType,
    fileSize: row.fileSize,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: `/api/documents/${row.id}/download`,
    timestamp: presentTimestamp(row, timestamping),
  };
}
