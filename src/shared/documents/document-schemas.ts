import { z } from 'zod';
import { singleLineText } from '#shared/text';
import { photoTimestampSchema } from '#shared/photos/photo-schemas';

/** What the hub accepts, decided from the file's bytes: the name and the browser's claim are ignored. */
export const DOCUMENT_TYPES = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
  'image/heic': 'HEIC image',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel spreadsheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint presentation',
  'application/msword': 'Word document',
  'application/vnd.ms-excel': 'Excel spreadsheet',
  'application/vnd.oasis.opendocument.text': 'OpenDocument text',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument spreadsheet',
  'application/rtf': 'Rich text',
  'text/plain': 'Plain text',
} as const;

export type DocumentType = keyof typeof DOCUMENT_TYPES;

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_TYPES_LABEL = 'PDF, images, Word, Excel, OpenDocument or plain text';
export const DOCUMENT_LIMITS_LABEL = `${DOCUMENT_TYPES_LABEL}, up to ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;
/**
 * Longer names are refused as not real. The name is kept as given but for path parts, control and
 * bidirectional formatting characters, and shortened to 255 characters (as photo names are).
 */
export const DOCUMENT_NAME_MAX = 1000;

/** The picker's hint to the operating system; the server decides from the bytes. */
export const DOCUMENT_ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.webp,.heic,.doc,.docx,.xls,.xlsx,.pptx,.odt,.ods,.rtf,.txt,.csv,.md';

export const DOCUMENT_MESSAGES = {
  missing: 'Please choose a file to upload.',
  unsupportedType: `This file type is not accepted. Upload ${DOCUMENT_TYPES_LABEL}.`,
  tooLarge: `This file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB. Please upload a smaller one.`,
  nameTooLong: `The file name is longer than ${DOCUMENT_NAME_MAX} characters. Please rename it.`,
} as const;

export const documentListQuerySchema = z.object({
  search: singleLineText({ label: 'Search', max: 200 }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** A document as the API presents it. `fileName` is the name it was uploaded with, cleaned. */
export const documentSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string().describe('The name it was uploaded with, cleaned.'),
    fileType: z
      .enum(Object.keys(DOCUMENT_TYPES) as DocumentType[])
      .describe(
        "What the file really is, decided from its bytes (the name and the sender's claim are ignored).",
      ),
    fileSize: z.int().describe('Bytes.'),
    sha256: z.string().describe('SHA-256 of the bytes, hex.'),
    createdAt: z.iso.datetime().describe('When the server received it (ISO 8601, UTC).'),
    downloadUrl: z.string().describe('A path on this server; send the same API key to fetch the file.'),
    timestamp: photoTimestampSchema,
  })
  .meta({ id: 'Document', description: "A file in the renter's document hub, kept byte for byte." });
export type Document = z.infer<typeof documentSchema>;
