import type { Document, DocumentType } from '#shared/documents/document-schemas';
import type { documents } from '#server/db/schema/documents';

export function presentDocument(row: typeof documents.$inferSelect): Document {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType as DocumentType,
    fileSize: row.fileSize,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: `/api/documents/${row.id}/download`,
  };
}
