import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { reportOptionsSchema } from '#shared/reports/report-schemas';
import { attachmentHeader } from '#server/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { notFound, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { authorizeReferences } from '#server/http/references';
import { estimateReportPdf, refuseOversizedReportPdf } from '#server/reports/estimate-report-pdf';
import { getReport } from '#server/reports/get-report';
import { openReportPdf, reportPdfFileName } from '#server/reports/render-report-pdf';
import type { ReportPdfEstimateResponse, ReportResponse } from '#shared/reports/report-responses';

const THE_PROPERTY = 'That property';

export const reportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const options = validate(reportOptionsSchema, c.req.query());
    await authorizeReferences(c, options);
    const { database, clock } = c.var.services;
    const report = await getReport(database.db, c.var.user.id, options, clock.now());
    if (!report) throw notFound(THE_PROPERTY);
    return c.json({ report } satisfies ReportResponse);
  })
  .get('/pdf/estimate', async (c) => {
    const options = validate(reportOptionsSchema, c.req.query());
    await authorizeReferences(c, options);
    const { database, clock } = c.var.services;
    const estimate = await estimateReportPdf(database.db, c.var.user.id, options, clock.now());
    return c.json({ estimate } satisfies ReportPdfEstimateResponse);
  })
  .get('/pdf', async (c) => {
    const options = validate(reportOptionsSchema, c.req.query());
    const { database, files, clock, logger, config } = c.var.services;
    await authorizeReferences(c, options);
    const now = clock.now();
    const estimate = await estimateReportPdf(database.db, c.var.user.id, options, now);
    refuseOversizedReportPdf(estimate, options.propertyId ? 'one-property' : 'all-properties');
    const deps = { db: database.db, files, now, timestamping: config.tsaUrls.length > 0 };
    const output = openReportPdf(deps, c.var.user.id, options, (error) =>
      logger.error({ err: error }, 'A PDF report failed while streaming'),
    );
    return c.body(Readable.toWeb(output) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentHeader(reportPdfFileName(now)),
      'Cache-Control': 'private, no-store',
    });
  });
