import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_TYPES, type DocumentType } from '#shared/documents/document-schemas';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The document's real type from its bytes, or null when it is not one we accept. Text has no
 * signature: it is text when it decodes as UTF-8 and holds no NUL or other binary control bytes.
 */
export async function detectDocumentType(bytes: Uint8Array): Promise<DocumentType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime in DOCUMENT_TYPES ? (detected.mime as DocumentType) : null;
  try {
    const text = utf8.decode(bytes);
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? null : 'text/plain';
  } catch {
    return null;
  }
}
