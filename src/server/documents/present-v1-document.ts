import type { Document } from '#shared/documents/document-schemas';
import { type DocumentRow, presentDocument } from './present-document';

/** Where /api/v1 serves a document's file: a key opens it, not the app's session route. */
const v1DownloadUrl = (id: string) => `/api/v1/documents/${id}/download`;

/** A document as /api/v1 presents it: the app's presentation, its file under /api/v1. */
export function presentV1Document(row: DocumentRow, timestamping: boolean): Document {
  const document = presentDocument(row, timestamping);
  return { ...document, downloadUrl: v1DownloadUrl(document.id) };
}

/** A document another record links to (a receipt, a lease's file), with its file under /api/v1. */
export const v1DocumentLink = <T extends { id: string; downloadUrl: string }>(link: T | null): T | null =>
  link && { ...link, downloadUrl: v1DownloadUrl(link.id) };
