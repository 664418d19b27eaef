import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { DOCUMENT_MESSAGES, DOCUMENT_NAME_MAX } from '#shared/documents/document-schemas';
import { attachmentHeader, cleanFileName } from '#server/platform/files/file-names';
import { AppError } from './errors';
import { readUploadForm } from './upload-form';

/**
 * The file of a document upload form (its `file` field), as every route that stores a document
 * reads it: a form that cannot be read, no file or an empty one, and a name too long to be real are
 * refused; the name is cleaned (shown, never used as a path). What the bytes are is the domain's
 * check (storeCheckedDocument). The form arrives as a stream into a temporary file
 * (readUploadForm); a document, at most DOCUMENT_MAX_BYTES, is then read whole to learn its type.
 */
export async function readUploadedDocument(c: Context): Promise<{ name: string; bytes: Uint8Array }> {
  const { file } = await readUploadForm(c);
  if (!file || file.size === 0) throw new AppError(400, 'VALIDATION_FAILED', DOCUMENT_MESSAGES.missing);
  if (file.name.length > DOCUMENT_NAME_MAX)
    throw new AppError(400, 'VALIDATION_FAILED', DOCUMENT_MESSAGES.nameTooLong);
  return { name: cleanFileName(file.name, 'document'), bytes: new Uint8Array(await readFile(file.path)) };
}

/**
 * A stored document's file as the answer: always a download, never rendered in our origin, so an
 * uploaded HTML or SVG cannot run here.
 */
export function documentDownload(
  c: Context,
  document: { fileName: string; fileType: string },
  file: { stream: ReadableStream<Uint8Array>; size: number },
) {
  c.header('Content-Type', document.fileType);
  c.header('Content-Length', String(file.size));
  c.header('Content-Disposition', attachmentHeader(document.fileName));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', 'private, no-store');
  return c.body(file.stream);
}
