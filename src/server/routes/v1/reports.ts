import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { TRANSACTION_TYPES } from '#shared/finances/finance-schemas';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_STATUSES } from '#shared/maintenance/maintenance-schemas';
import { REPORTED_STAGES } from '#shared/photos/photo-schemas';
import type { ReportData } from '#shared/reports/report-data';
import { reportPdfEstimateSchema } from '#shared/reports/report-pdf-estimate';
import type { ReportPdfEstimateResponse, ReportResponse } from '#shared/reports/report-responses';
import { reportOptionsSchema } from '#shared/reports/report-schemas';
import { reportOptionsOutputSchema } from '#shared/verification/share-links';
import { attachmentHeader } from '#server/files/file-names';
import { notFound } from '#server/http/errors';
import { authorizeReferences } from '#server/http/references';
import { estimateReportPdf, refuseOversizedReportPdf } from '#server/reports/estimate-report-pdf';
import { getReport } from '#server/reports/get-report';
import { openReportPdf, reportPdfFileName } from '#server/reports/render-report-pdf';
import { errorResponses, json } from './openapi-parts';
import { v1Router } from './v1-router';

const THE_PROPERTY = 'That property';
const tags = ['Reports'];

const money = z.string().describe('A decimal string, "1234.50".');
const count = z.int().min(0);

// The app's report is a hand-written type: `satisfies` makes this description of it name each of
// its fields with no looser value, and the typed answer below makes no value narrower.
const reportDataSchema = z
  .object({
    options: reportOptionsOutputSchema,
    property: z
      .object({
        id: z.uuid(),
        name: z.string(),
        stay: z
          .object({
            checkInDate: z.iso.date(),
            checkOutDate: z.iso.date(),
            host: z.string(),
            bookingReference: z.string(),
          })
          .optional()
          .describe("A Travel Mode stay's details, when the property is a stay."),
      })
      .nullable()
      .describe('The property the report is about; null for all of your properties.'),
    generatedAt: z.iso.datetime(),
    period: z
      .object({ start: z.iso.datetime().nullable(), end: z.iso.datetime().nullable() })
      .describe('The window the figures cover; both null for all time.'),
    summary: z.object({
      properties: count.describe('Your homes in the report, whatever the period.'),
      stays: count.describe("Stays checked into in the period; 1 for a stay's report."),
      photos: count,
      maintenanceItems: count,
      openItems: count.describe('Maintenance items pending or in progress.'),
      estimatedCosts: money,
      transactions: count,
      due: money.describe('Not paid yet: Due and Overdue, of every type.'),
      totalPaidExpenses: money,
      totalIncome: money,
      netBalance: money,
    }),
    maintenance: z.object({
      statusCounts: z.record(z.enum(MAINTENANCE_STATUSES), count),
      completionRate: z.int().describe('Completed ÷ all items, as a rounded percent.'),
      categories: z
        .array(z.object({ category: z.enum(MAINTENANCE_CATEGORIES), count, estimatedCost: money }))
        .describe('Only categories with items, most items first.'),
    }),
    photos: z.object({
      byStage: z.record(z.enum(REPORTED_STAGES), count),
      byArea: z.array(z.object({ area: z.string(), count })).describe('Most photos first.'),
    }),
    financial: z.object({
      byType: z
        .array(
          z.object({
            transactionType: z.enum(TRANSACTION_TYPES),
            count,
            total: money,
            paid: money,
            due: money,
          }),
        )
        .describe('Only types with transactions, largest total first.'),
      byMonth: z
        .array(z.object({ month: z.string().describe('YYYY-MM'), paid: money, due: money }))
        .describe(
          'Paid expenses by the month they were paid, and what is not paid yet by the month it falls due; oldest first.',
        ),
    }),
  })
  .meta({
    id: 'Report',
    description:
      'Every figure of a report over the chosen period and property, computed by the database. A transaction falls in the period by the day it was paid once paid, else by its due date.',
  }) satisfies z.ZodType<ReportData>;

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
      tags,
      summary: 'Download a report PDF',
      description: `The condition report as a PDF, with its move-in and move-out photos side by side. A report too large for one PDF is refused (422 REPORT_TOO_LARGE) before anything is made: ask \`/reports/pdf/estimate\` first, or download the property's evidence bundle, which holds every photo.`,
      request: { query: reportOptionsSchema },
      responses: {
        200: {
          description: 'The PDF, streamed.',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        ...errorResponses(400, 404, 422),
      },
    }),
    async (c) => {
      const options = c.req.valid('query');
      await authorizeReferences(c, options);
      const { database, files, clock, logger, config } = c.var.services;
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
    },
  );
