import { createRoute, z } from '@hono/zod-openapi';
import { reportDataSchema } from '#shared/reports/report-data';
import { reportPdfEstimateSchema } from '#shared/reports/report-pdf-estimate';
import type { ReportPdfEstimateResponse, ReportResponse } from '#shared/reports/report-responses';
import { reportOptionsSchema } from '#shared/reports/report-schemas';
import { notFound } from '#server/http/errors';
import { authorizeReferences } from '#server/http/references';
import { estimateReportPdf } from '#server/reports/estimate-report-pdf';
import { getReport } from '#server/reports/get-report';
import { errorResponses, json, fileAnswer } from '#server/http/openapi-parts';
import { v1Router } from './v1-router';
import { reportPdfAnswer } from '#server/http/report-pdf-answer';

const THE_PROPERTY = 'That property';
const tags = ['Reports'];

const reportResponse = z.object({ report: reportDataSchema }).meta({ id: 'ReportResponse' });
const estimateResponse = z
  .object({ estimate: reportPdfEstimateSchema.meta({ id: 'ReportPdfEstimate' }) })
  .meta({ id: 'ReportPdfEstimateResponse' });

/** The reports page (docs/product.md §12) and its PDF: the same domain functions as /api/reports. */
export const reportV1Routes = v1Router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'getReport',
      tags,
      summary: 'Get a report',
      description:
        'The figures of a report: its type, its period (days back from now, or all time) and optionally one property.',
      request: { query: reportOptionsSchema },
      responses: { 200: json(reportResponse, 'The report.'), ...errorResponses(400, 404) },
    }),
    async (c) => {
      const options = c.req.valid('query');
      await authorizeReferences(c, options);
      const { database, clock } = c.var.services;
      const report = await getReport(database.db, c.var.user.id, options, clock.now());
      if (!report) throw notFound(THE_PROPERTY);
      return c.json({ report } satisfies ReportResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/pdf/estimate',
      operationId: 'estimateReportPdf',
      tags,
      summary: 'Estimate a report PDF',
      description:
        'How many pages and bytes the PDF of these options would be, and whether it is small enough to make.',
      request: { query: reportOptionsSchema },
      responses: { 200: json(estimateResponse, 'The estimate.'), ...errorResponses(400, 404) },
    }),
    async (c) => {
      const options = c.req.valid('query');
      await authorizeReferences(c, options);
      const { database, clock } = c.var.services;
      const estimate = await estimateReportPdf(database.db, c.var.user.id, options, clock.now());
      return c.json({ estimate } satisfies ReportPdfEstimateResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/pdf',
      operationId: 'downloadReportPdf',
      tags,
      summary: 'Download a report PDF',
      description: `The condition report as a PDF, with its move-in and move-out photos side by side. A report too large for one PDF is refused (422 REPORT_TOO_LARGE) before anything is made: ask \`/reports/pdf/estimate\` first, or download the property's evidence bundle, which holds every photo.`,
      request: { query: reportOptionsSchema },
      responses: {
        200: fileAnswer(['application/pdf'], 'The PDF, streamed.'),
        ...errorResponses(400, 404, 422),
      },
    }),
    async (c) => {
      const options = c.req.valid('query');
      await authorizeReferences(c, options);
      return reportPdfAnswer(c, options);
    },
  );
