import { Hono } from 'hono';
import { z } from 'zod';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { attachmentHeader } from '#server/platform/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { notFound, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { getProperty } from '#server/properties/get-property';
import { inspectionPdfFileName, renderInspectionPdf } from '#server/reports/render-inspection-pdf';

const THE_PLACE = 'That place';

const pdfQuerySchema = z.object({
  kind: z
    .enum(['move-in', 'comparison'], { error: 'kind must be move-in or comparison.' })
    .default('move-in'),
});

/** The condition report as a PDF: the move-in report, or the move-out comparison (docs/product.md §34). */
export const inspectionReportRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:propertyId/pdf', async (c) => {
    const { kind } = validate(pdfQuerySchema, c.req.query());
    const { db } = c.var.services.database;
    const row = await getProperty(db, c.var.user.id, idParam(c.req.param('propertyId'), THE_PLACE));
    if (!row) throw notFound(THE_PLACE);
    const pdf = await renderInspectionPdf(c.var.services, {
      userId: c.var.user.id,
      propertyId: row.property.id,
      kind,
    });
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentHeader(inspectionPdfFileName(displayPropertyName(row.property), kind)),
      'Cache-Control': 'private, no-store',
    });
  });
