import { Hono } from 'hono';
import type { DataExportResponse, DataExportsResponse } from '#shared/accounts/account-responses';
import { bundleFileName } from '#server/evidence/build-evidence-bundle';
import { downloadableKey, getExport, listExports } from '#server/exports/list-exports';
import { presentExport } from '#server/exports/present-export';
import { requestExport } from '#server/exports/request-export';
import { attachmentHeader } from '#server/platform/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { notFound } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';

const THE_EXPORT = 'That export';

/**
 * Export my data (docs/product.md §26): asking queues an export (or returns the one in progress),
 * a background job builds it; a ready one downloads for 7 days. The list and downloads hold the
 * evidence bundles built the same way too (§14), asked for through /api/evidence. Another user's export is the same
 * 404 as an unknown one.
 */
export const exportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', async (c) => {
    const { database, clock } = c.var.services;
    const requested = await requestExport(database.db, c.var.user.id, clock.now());
    return c.json({ export: presentExport(requested.export) } satisfies DataExportResponse, 202);
  })
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    const rows = await listExports(c.var.services.database.db, c.var.user.id);
    return c.json({
      exports: rows.map(({ row, property }) => presentExport(row, property)),
    } satisfies DataExportsResponse);
  })
  .get('/:id/download', async (c) => {
    const { database, files, clock } = c.var.services;
    const found = await getExport(database.db, c.var.user.id, idParam(c.req.param('id'), THE_EXPORT));
    const key = found ? downloadableKey(found, clock.now()) : null;
    const file = key ? await files.open(key) : null;
    if (!found || !file) throw notFound(THE_EXPORT);
    const { row, property } = found;
    const finished = row.finishedAt ?? row.requestedAt;
    c.header('Content-Type', 'application/zip');
    c.header('Content-Length', String(file.size));
    c.header(
      'Content-Disposition',
      row.kind === 'evidence-bundle' && property
        ? attachmentHeader(bundleFileName(property, finished))
        : `attachment; filename="rentproof-data-${finished.toISOString().slice(0, 10)}.zip"`,
    );
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    return c.body(file.stream);
  });
