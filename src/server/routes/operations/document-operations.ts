import { z } from 'zod';
import {
  DOCUMENT_LIMITS_LABEL,
  DOCUMENT_TYPES,
  documentListQuerySchema,
  documentSchema,
} from '#shared/documents/document-schemas';
import { deleteDocument } from '#server/documents/delete-document';
import { getDocument } from '#server/documents/get-document';
import { getStampedDocument } from '#server/documents/get-stamped-document';
import { listDocuments } from '#server/documents/list-documents';
import { presentV1Document } from '#server/documents/present-v1-document';
import { uploadDocument } from '#server/documents/upload-document';
import { documentDownload, readUploadedDocument } from '#server/http/document-files';
import { notFound } from '#server/http/errors';
import { binaryFile, errorResponses, idPath } from '#server/http/openapi-parts';
import { listOperation, pageOnV1, recordOperation, Reply } from '#server/http/operation';
import { idParam } from '#server/http/params';
import { requestReceivedFileTimestamps } from '#server/platform/jobs/run-soon';
import { decodeCursor } from '#server/platform/lib/cursor';

const THE_DOCUMENT = 'That document';
const tags = ['Documents'];

const documentResponse = z.object({ document: documentSchema }).meta({ id: 'DocumentResponse' });

/**
 * The upload form, for the OpenAPI document only: the operation reads the form with the app's own
 * reader, so a form that cannot be read, a missing file and a name too long get the app's very
 * answers.
 */
const documentUploadForm = z
  .object({
    file: binaryFile.describe(`The file: ${DOCUMENT_LIMITS_LABEL}. Its type is decided from its bytes.`),
  })
  .meta({ description: 'One document, as multipart/form-data.' });

/**
 * The renter's document hub (docs/product.md §8). The app lists and presents documents with its
 * own presenter (`routes/api/documents.ts`), so those stay the public API's; a download and a
 * delete are the same work on both. Files are given back byte for byte, always as downloads.
 */
export const DOCUMENT_OPERATIONS = [
  listOperation({
    id: 'listDocuments',
    method: 'get',
    path: '/documents',
    tags,
    summary: 'List documents',
    description: 'Your documents, newest first, one page at a time; `search` matches part of the file name.',
    surfaces: ['v1'],
    permission: 'read',
    errors: [400],
    query: z.object({
      search: documentListQuerySchema.shape.search.describe('Only documents whose file name contains this.'),
    }),
    answer: {
      key: 'documents',
      item: documentSchema,
      pageId: 'DocumentPage',
      description: 'A page of documents.',
    },
    run: async ({ services, user }, { query: { search } }, page) => {
      // Served on /api/v1 only, which always asks for a page.
      const { cursor, limit } = pageOnV1(page);
      const { items, nextCursor } = await listDocuments(services.database.db, user.id, search, {
        cursor: decodeCursor(cursor),
        limit,
      });
      const timestamping = services.config.tsaUrls.length > 0;
      return { items: items.map((row) => presentV1Document(row, timestamping)), nextCursor };
    },
  }),
  recordOperation({
    id: 'uploadDocument',
    method: 'post',
    path: '/documents',
    tags,
    summary: 'Upload a document',
    description: `Stores one file (${DOCUMENT_LIMITS_LABEL}) as multipart/form-data, byte for byte, with its SHA-256. Send an Idempotency-Key to retry safely.`,
    surfaces: ['v1'],
    permission: 'write',
    creates: true,
    errors: [400, 409, 413, 415, 422],
    also: {
      415: {
        ...errorResponses(415)[415],
        description:
          'UNSUPPORTED_DOCUMENT_TYPE: the file is none of the accepted types, judged by its bytes.',
      },
    },
    form: { name: 'DocumentUpload', schema: documentUploadForm },
    answer: { status: 201, schema: documentResponse, description: 'The stored document.' },
    run: async ({ services, user, http }) => {
      const { database, files, config } = services;
      const file = await readUploadedDocument(http);
      const document = await uploadDocument({ db: database.db, files }, user.id, file);
      await requestReceivedFileTimestamps(services);
      return { document: presentV1Document(document, config.tsaUrls.length > 0) };
    },
  }),
  recordOperation({
    id: 'getDocument',
    method: 'get',
    path: '/documents/{id}',
    records: { id: 'document' },
    tags,
    summary: 'Get a document',
    description: 'One document: its name, type, size, SHA-256 and timestamp.',
    surfaces: ['v1'],
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: documentResponse, description: 'The document.' },
    run: async ({ services, user }, { params }) => {
      const row = await getStampedDocument(services.database.db, user.id, idParam(params.id, THE_DOCUMENT));
      if (!row) throw notFound(THE_DOCUMENT);
      return { document: presentV1Document(row, services.config.tsaUrls.length > 0) };
    },
  }),
  recordOperation({
    id: 'downloadDocument',
    method: 'get',
    path: '/documents/{id}/download',
    records: { id: 'document' },
    tags,
    summary: 'Download a document',
    description:
      "The file exactly as uploaded (its SHA-256 matches), as an attachment with the document's `fileType`.",
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, files: Object.keys(DOCUMENT_TYPES), description: 'The file.' },
    run: async ({ services, user, http }, { params }) => {
      const row = await getDocument(services.database.db, user.id, idParam(params.id, THE_DOCUMENT));
      if (!row) throw notFound(THE_DOCUMENT);
      const file = await services.files.open(row.storageKey);
      if (!file) throw notFound(THE_DOCUMENT);
      return documentDownload(http, row, file);
    },
  }),
  recordOperation({
    id: 'deleteDocument',
    method: 'delete',
    path: '/documents/{id}',
    records: { id: 'document' },
    tags,
    summary: 'Delete a document',
    description: 'Deletes a document and its file. It cannot be undone.',
    permission: 'write',
    errors: [404],
    params: idPath,
    answer: { status: 204, description: 'Deleted.' },
    run: async ({ services, user, surface }, { params }) => {
      const { database, files } = services;
      const id = idParam(params.id, THE_DOCUMENT);
      const fileName = await deleteDocument({ db: database.db, files }, user.id, id);
      if (fileName === null) throw notFound(THE_DOCUMENT);
      // The app names the file it deleted in its notice; the public API answers 204 as every delete.
      return surface === 'api' ? new Reply(200, { deleted: { fileName } }) : undefined;
    },
  }),
];
