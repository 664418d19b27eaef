import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { ReportOptions } from '#shared/reports/report-schemas';
import { attachmentHeader } from '#server/platform/files/file-names';
import { estimateReportPdf, refuseOversizedReportPdf } from '#server/reports/estimate-report-pdf';
import { openReportPdf, reportPdfFileName } from '#server/reports/render-report-pdf';
import type { AppEnv } from '#server/http/app-env';

/**
 * The condition report's PDF as the answer, for the app and the API alike: refused (422) before
 * anything is drawn when its estimate is too large for one PDF, otherwise streamed as an attachment
 * that no cache keeps. The options' property was authorized by the caller.
 */
export async function reportPdfAnswer(c: Context<AppEnv>, options: ReportOptions) {
  const { database, files, clock, logger, config } = c.var.services;
  const now = clock.now();
  const estimate = await estimateReportPdf(database.db, c.var.user.id, options, now);
  refuseOversizedReportPdf(estimate, options.propertyId ? 'one-property' : 'all-properties');
  const deps = {
    db: database.db,
    files,
    now,
    timestamping: config.tsaUrls.length > 0,
    appUrl: config.appUrl,
  };
  const output = openReportPdf(deps, c.var.user.id, options, (error) =>
    logger.error({ err: error }, 'A PDF report failed while streaming'),
  );
  return c.body(Readable.toWeb(output) as ReadableStream<Uint8Array>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentHeader(reportPdfFileName(now)),
    'Cache-Control': 'private, no-store',
  });
}
