import { Hono } from 'hono';
import { documentListQuerySchema } from '#shared/documents/document-schemas';
import { listDocuments } from '#server/documents/list-documents';
import { presentDocument } from '#server/documents/present-document';
import { uploadDocument } from '#server/documents/upload-document';
import type { AppEnv } from '#server/http/app-env';
import { validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { readUploadedDocument } from '#server/http/document-files';
import { requestReceivedFileTimestamps } from '#server/platform/jobs/run-soon';
import { decodeCursor } from '#server/platform/lib/cursor';
import type { DocumentPage, DocumentResponse } from '#shared/documents/document-responses';

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
  });
