import { Hono } from 'hono';
import { documentListQuerySchema } from '#shared/documents/document-schemas';
import { deleteDocument } from '#server/documents/delete-document';
import { getDocument } from '#server/documents/get-document';
import { listDocuments } from '#server/documents/list-documents';
import { presentDocument } from '#server/documents/present-document';
import { uploadDocument } from '#server/documents/upload-document';
import { attachmentHeader } from '#server/platform/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { notFound, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { readUploadedDocument } from '#server/http/document-files';
import { requestReceivedFileTimestamps } from '#server/platform/jobs/run-soon';
import { decodeCursor } from '#server/platform/lib/cursor';
import type { DocumentDeleted, DocumentPage, DocumentResponse } from '#shared/documents/document-responses';

const THE_DOCUMENT = 'That document';

export const documentRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const query = validate(documentListQuerySchema, c.req.query());
    const { database, config } = c.var.services;
    const page = await listDocuments(database.db, c.var.user.id, query.search, {
      cursor: decodeCursor(query.cursor),
      limit: query.limit,
    });
    const timestamping = config.tsaUrls.length > 0;
    return c.json({
      documents: page.items.map((row) => presentDocument(row, timestamping)),
      nextCursor: page.nextCursor,
    } satisfies DocumentPage);
  })
  .post('/', async (c) => {
    const { database, files, config } = c.var.services;
    const file = await readUploadedDocument(c);
    const document = await uploadDocument({ db: database.db, files }, c.var.user.id, file);
    await requestReceivedFileTimestamps(c.var.services);
    return c.json(
      { document: presentDocument(document, config.tsaUrls.length > 0) } satisfies DocumentResponse,
      201,
    );
  })
  .get('/:id/download', async (c) => {
    const row = await getDocument(
      c.var.services.database.db,
      c.var.user.id,
      idParam(c.req.param('id'), THE_DOCUMENT),
    );
    if (!row) throw notFound(THE_DOCUMENT);
    const file = await c.var.services.files.open(row.storageKey);
    if (!file) throw notFound(THE_DOCUMENT);
    // Always a download, never rendered in our origin: an uploaded HTML or SVG cannot run here.
    c.header('Content-Type', row.fileType);
    c.header('Content-Length', String(file.size));
    c.header('Content-Disposition', attachmentHeader(row.fileName));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    return c.body(file.stream);
  })
  .delete('/:id', async (c) => {
    const { database, files } = c.var.services;
    const fileName = await deleteDocument(
      { db: database.db, files },
      c.var.user.id,
      idParam(c.req.param('id'), THE_DOCUMENT),
    );
    if (fileName === null) throw notFound(THE_DOCUMENT);
    return c.json({ deleted: { fileName } } satisfies DocumentDeleted);
  });
