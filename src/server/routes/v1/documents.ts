import { createRoute, z } from '@hono/zod-openapi';
import {
  DOCUMENT_LIMITS_LABEL,
  DOCUMENT_TYPES,
  documentListQuerySchema,
  documentSchema,
} from '#shared/documents/document-schemas';
import type { DocumentPage, DocumentResponse } from '#shared/documents/document-responses';
import { deleteDocument } from '#server/documents/delete-document';
import { getDocument } from '#server/documents/get-document';
import { getStampedDocument } from '#server/documents/get-stamped-document';
import { listDocuments } from '#server/documents/list-documents';
import { presentV1Document } from '#server/documents/present-v1-document';
import { uploadDocument } from '#server/documents/upload-document';
import { documentDownload, readUploadedDocument } from '#server/http/document-files';
import { notFound } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { requestReceivedFileTimestamps } from '#server/platform/jobs/run-soon';
import { decodeCursor } from '#server/platform/lib/cursor';
import {
  errorResponses,
  idempotencyHeader,
  idPath,
  json,
  nextCursor,
  pageQuery,
  binaryFile,
  fileAnswer,
} from '#server/http/openapi-parts';
import { v1Router } from './v1-router';

const THE_DOCUMENT = 'That document';
const tags = ['Documents'];

const documentResponse = z.object({ document: documentSchema }).meta({ id: 'DocumentResponse' });
const documentPage = z
  .object({ documents: z.array(documentSchema), nextCursor })
  .meta({ id: 'DocumentPage' });

const documentListQuery = pageQuery.extend({
  search: documentListQuerySchema.shape.search.describe('Only documents whose file name contains this.'),
});

/**
 * The upload form, for the OpenAPI document only: the handler reads the form with the app's own
 * reader, so a form that cannot be read, a missing file and a name too long get the app's very
 * answers.
 */
const DOCUMENT_UPLOAD_FORM = 'DocumentUpload';
const documentUploadForm = z
  .object({
    file: binaryFile.describe(`The file: ${DOCUMENT_LIMITS_LABEL}. Its type is decided from its bytes.`),
  })
  .meta({ description: 'One document, as multipart/form-data.' });

const uploadRefusals = {
  ...errorResponses(400, 409, 413, 415, 422),
  415: {
    ...errorResponses(415)[415],
    description: 'UNSUPPORTED_DOCUMENT_TYPE: the file is none of the accepted types, judged by its bytes.',
  },
};

const routes = v1Router();
routes.openAPIRegistry.register(DOCUMENT_UPLOAD_FORM, documentUploadForm);

/**
 * The renter's document hub (docs/product.md §8): the same domain functions and refusals as
 * /api/documents. Files are given back byte for byte, always as downloads.
 */
export const documentV1Routes = routes
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listDocuments',
      tags,
      summary: 'List documents',
      description:
        'Your documents, newest first, one page at a time; `search` matches part of the file name.',
      request: { query: documentListQuery },
      responses: { 200: json(documentPage, 'A page of documents.'), ...errorResponses(400) },
    }),
    async (c) => {
      const { search, cursor, limit } = c.req.valid('query');
      const { database, config } = c.var.services;
      const page = await listDocuments(database.db, c.var.user.id, search, {
        cursor: decodeCursor(cursor),
        limit,
      });
      const timestamping = config.tsaUrls.length > 0;
      return c.json(
        {
          documents: page.items.map((row) => presentV1Document(row, timestamping)),
          nextCursor: page.nextCursor,
        } satisfies DocumentPage,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'uploadDocument',
      tags,
      summary: 'Upload a document',
      description: `Stores one file (${DOCUMENT_LIMITS_LABEL}) as multipart/form-data, byte for byte, with its SHA-256. Send an Idempotency-Key to retry safely.`,
      request: {
        headers: idempotencyHeader,
        body: {
          required: true,
          content: {
            'multipart/form-data': { schema: { $ref: `#/components/schemas/${DOCUMENT_UPLOAD_FORM}` } },
          },
        },
      },
      responses: { 201: json(documentResponse, 'The stored document.'), ...uploadRefusals },
    }),
    async (c) => {
      const { database, files, config } = c.var.services;
      const file = await readUploadedDocument(c);
      const document = await uploadDocument({ db: database.db, files }, c.var.user.id, file);
      await requestReceivedFileTimestamps(c.var.services);
      return c.json(
        { document: presentV1Document(document, config.tsaUrls.length > 0) } satisfies DocumentResponse,
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getDocument',
      tags,
      summary: 'Get a document',
      description: 'One document: its name, type, size, SHA-256 and timestamp.',
      request: { params: idPath },
      responses: { 200: json(documentResponse, 'The document.'), ...errorResponses(404) },
    }),
    async (c) => {
      const { database, config } = c.var.services;
      const id = idParam(c.req.valid('param').id, THE_DOCUMENT);
      const row = await getStampedDocument(database.db, c.var.user.id, id);
      if (!row) throw notFound(THE_DOCUMENT);
      return c.json(
        { document: presentV1Document(row, config.tsaUrls.length > 0) } satisfies DocumentResponse,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/download',
      operationId: 'downloadDocument',
      tags,
      summary: 'Download a document',
      description:
        "The file exactly as uploaded (its SHA-256 matches), as an attachment with the document's `fileType`.",
      request: { params: idPath },
      responses: {
        200: fileAnswer(Object.keys(DOCUMENT_TYPES), 'The file.'),
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { database, files } = c.var.services;
      const id = idParam(c.req.valid('param').id, THE_DOCUMENT);
      const row = await getDocument(database.db, c.var.user.id, id);
      if (!row) throw notFound(THE_DOCUMENT);
      const file = await files.open(row.storageKey);
      if (!file) throw notFound(THE_DOCUMENT);
      return documentDownload(c, row, file);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'deleteDocument',
      tags,
      summary: 'Delete a document',
      description: 'Deletes a document and its file. It cannot be undone.',
      request: { params: idPath },
      responses: { 204: { description: 'Deleted.' }, ...errorResponses(404) },
    }),
    async (c) => {
      const { database, files } = c.var.services;
      const id = idParam(c.req.valid('param').id, THE_DOCUMENT);
      if ((await deleteDocument({ db: database.db, files }, c.var.user.id, id)) === null)
        throw notFound(THE_DOCUMENT);
      return c.body(null, 204);
    },
  );
