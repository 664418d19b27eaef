import type { Context } from 'hono';
import type { InspectionRow } from '#server/inspections/signatures/build-move-in-report';
import { findReportVideo } from '#server/inspections/signatures/find-report-video';
import { attachmentHeader } from '#server/platform/files/file-names';
import { openReportPhoto } from '#server/photos/open-report-photo';
import { renderMoveInReportPdf } from '#server/reports/render-move-in-report-pdf';
import type { AppEnv } from '#server/http/app-env';
import { notFound } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { serveVideoFile } from '#server/routes/video-files';

const THE_PHOTO = 'That photo';
const THE_VIDEO = 'That video';

/**
 * What a signer opens of the move-in report, the same through the emailed link and the Landlord
 * Portal (docs/product.md §34): its PDF, and only its own photos and clips, never an original.
 */
export async function moveInReportPdfAnswer(c: Context<AppEnv>, inspection: InspectionRow) {
  const pdf = await renderMoveInReportPdf(c.var.services, inspection);
  return c.body(new Uint8Array(pdf.content), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentHeader(pdf.filename),
    'Cache-Control': 'private, no-store',
  });
}

/** A display copy (`:size`) of a photo of the report named by `:photoId`. */
export async function moveInReportPhotoAnswer(c: Context<AppEnv>, inspection: InspectionRow) {
  const { database, files } = c.var.services;
  const photoId = idParam(c.req.param('photoId'), THE_PHOTO);
  const file = await openReportPhoto({ db: database.db, files }, inspection, photoId, c.req.param('size'));
  if (!file) throw notFound(THE_PHOTO);
  c.header('Content-Type', 'image/webp');
  c.header('Content-Length', String(file.size));
  c.header('Cache-Control', 'private, no-store');
  return c.body(file.stream);
}

/** The poster or the metadata-free clip (`:file`) of a clip of the report named by `:videoId`. */
export async function moveInReportVideoAnswer(c: Context<AppEnv>, inspection: InspectionRow) {
  const videoId = idParam(c.req.param('videoId'), THE_VIDEO);
  const video = await findReportVideo(c.var.services.database.db, inspection, videoId);
  if (!video) throw notFound(THE_VIDEO);
  return serveVideoFile(c, video, c.req.param('file') === 'poster' ? 'poster' : 'stream');
}
