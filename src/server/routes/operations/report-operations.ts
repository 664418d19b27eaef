import { z } from 'zod';
import { reportDataSchema } from '#shared/reports/report-data';
import { reportPdfEstimateSchema } from '#shared/reports/report-pdf-estimate';
import { reportOptionsSchema } from '#shared/reports/report-schemas';
import { notFound } from '#server/http/errors';
import { recordOperation } from '#server/http/operation';
import { authorizeReferences } from '#server/routes/references';
import { reportPdfAnswer } from '#server/routes/report-pdf-answer';
import { estimateReportPdf } from '#server/reports/estimate-report-pdf';
import { getReport } from '#server/reports/get-report';

const THE_PROPERTY = 'That property';
const tags = ['Reports'];

const reportResponse = z.object({ report: reportDataSchema }).meta({ id: 'ReportResponse' });
const estimateResponse = z
  .object({ estimate: reportPdfEstimateSchema.meta({ id: 'ReportPdfEstimate' }) })
  .meta({ id: 'ReportPdfEstimateResponse' });

/**
 * The reports page (docs/product.md §12) and its PDF, on `/api/reports` and `/api/v1/reports`.
 * Each names its property in the query, authorized as a path id would be.
 */
export const REPORT_OPERATIONS = [
  recordOperation({
    id: 'getReport',
    method: 'get',
    path: '/reports',
    tags,
    summary: 'Get a report',
    description:
      'The figures of a report: its type, its period (days back from now, or all time) and optionally one property.',
    permission: 'read',
    errors: [400, 404],
    query: reportOptionsSchema,
    answer: { status: 200, schema: reportResponse, description: 'The report.' },
    run: async ({ services, user, http }, { query }) => {
      await authorizeReferences(http, query);
      const report = await getReport(services.database.db, user.id, query, services.clock.now());
      if (!report) throw notFound(THE_PROPERTY);
      return { report };
    },
  }),
  recordOperation({
    id: 'estimateReportPdf',
    method: 'get',
    path: '/reports/pdf/estimate',
    tags,
    summary: 'Estimate a report PDF',
    description:
      'How many pages and bytes the PDF of these options would be, and whether it is small enough to make.',
    permission: 'read',
    errors: [400, 404],
    query: reportOptionsSchema,
    answer: { status: 200, schema: estimateResponse, description: 'The estimate.' },
    run: async ({ services, user, http }, { query }) => {
      await authorizeReferences(http, query);
      const estimate = await estimateReportPdf(services.database.db, user.id, query, services.clock.now());
      return { estimate };
    },
  }),
  recordOperation({
    id: 'downloadReportPdf',
    method: 'get',
    path: '/reports/pdf',
    tags,
    summary: 'Download a report PDF',
    description: `The condition report as a PDF, with its move-in and move-out photos side by side. A report too large for one PDF is refused (422 REPORT_TOO_LARGE) before anything is made: ask \`/reports/pdf/estimate\` first, or download the property's evidence bundle, which holds every photo.`,
    permission: 'read',
    errors: [400, 404, 422],
    query: reportOptionsSchema,
    answer: { status: 200, files: ['application/pdf'], description: 'The PDF, streamed.' },
    run: async ({ http }, { query }) => {
      await authorizeReferences(http, query);
      return reportPdfAnswer(http, query);
    },
  }),
];
