import type { Document } from '#shared/documents/document-schemas';
import { type DocumentRow, presentDocument } from './present-document';

/** A document as /api/v1 presents it: the app's presentation, its file under /api/v1 (a key opens it). */
export function presentV1Document(row: DocumentRow, timestamping: boolean): Document {
  const document = presentDocument(row, timestamping);
  return { ...document, downloadUrl: `/api/v1/documents/${document.id}/download` };
}
