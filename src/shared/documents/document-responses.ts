import type { Document } from './document-schemas';

/** The answers of /api/documents (decision 017). */
export type DocumentPage = { documents: Document[]; nextCursor: string | null };
export type DocumentResponse = { document: Document };
/** The name of the deleted document, for the toast that confirms it. */
export type DocumentDeleted = { deleted: { fileName: string } };
