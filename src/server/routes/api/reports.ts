import { Hono } from 'hono';
import { reportOptionsSchema } from '#shared/reports/report-schemas';
import type { AppEnv } from '#server/http/app-env';
import { reportPdfAnswer } from '#server/http/report-pdf-answer';
import { notFound, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { authorizeReferences } from '#server/http/references';
import { estimateReportPdf } from '#server/reports/estimate-report-pdf';
import { getReport } from '#server/reports/get-report';
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
    await authorizeReferences(c, options);
    return reportPdfAnswer(c, options);
  });
