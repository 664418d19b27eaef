import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { VERIFICATION_MESSAGES } from '#shared/verification/verification-schemas';
import type { SharedPhotoPage, SharedVideo, SharedView } from '#shared/verification/verified-report';
import { renderDisputeLetter } from '#server/deposits/render-dispute-letter';
import { openDisputeBundle } from '#server/evidence/open-dispute-bundle';
import { bundleDepsOf, openReportBundle } from '#server/evidence/open-report-bundle';
import { attachmentHeader } from '#server/platform/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { enforceRateLimit } from '#server/http/rate-limited';
import { clientIp } from '#server/http/client-ip';
import { AppError, notFound, validate } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { estimateReportPdf, refuseOversizedReportPdf } from '#server/reports/estimate-report-pdf';
import { openReportPdf, reportPdfFileName } from '#server/reports/render-report-pdf';
import { describeBrowser } from '#server/platform/lib/describe-browser';
import { emailLinkOpened } from '#server/verification/email-link-opened';
import { listSharedPhotos } from '#server/verification/list-shared-photos';
import { listSharedVideos } from '#server/verification/list-shared-videos';
import { findShareLink, openShareLink, type ShareLinkLookup } from '#server/verification/open-share-link';
import { renderRentHistoryCsv } from '#server/verification/rent-history-csv';
import { findSharedVideo, shareScope } from '#server/verification/share-scope';
import { readSharedDeposit } from '#server/verification/get-shared-dispute';
import { getSharedView } from '#server/verification/get-shared-view';
import { openSharedDocument } from '#server/verification/open-shared-document';
import { openSharedPhoto } from '#server/verification/open-shared-photo';
import { serveVideoFile } from '#server/routes/video-files';
import { emitStandaloneWebhookEvent } from '#server/webhooks/emit-webhook-event';
import { shareLinkProperty } from '#server/webhooks/share-link-property';

/** Generous for a recipient reading a report; hopeless for guessing 256-bit tokens. */
export const SHARE_LOOKUP_RULE = { limit: 60, windowMs: 10 * 60 * 1000 };

const photoPageQuerySchema = z.object({
  after: z.uuid({ error: 'This page link is no longer valid. Please reload the report.' }).optional(),
});

async function withinLookupLimit(c: Context<AppEnv>) {
  const address = clientIp(c, c.var.services.config.trustProxy) ?? 'unknown';
  await enforceRateLimit(
    c,
    `share-lookup:${address}`,
    SHARE_LOOKUP_RULE,
    'Too many attempts. Please wait a few minutes and try again.',
  );
}

/** The 'Access Denied' messages (docs/product.md §13.2); unknown and revoked links get the very same answer. */
function refuse(lookup: Exclude<ShareLinkLookup, { outcome: 'valid' }>): never {
  if (lookup.outcome === 'expired')
    throw new AppError(410, 'SHARE_LINK_EXPIRED', VERIFICATION_MESSAGES.expired);
  throw new AppError(404, 'SHARE_LINK_INVALID', VERIFICATION_MESSAGES.invalid);
}

/**
 * A valid link for a request that only reads (photos, downloads): checked on every request, not
 * logged as an opening. Failed lookups count against the address's limit.
 */
async function requireValidLink(c: Context<AppEnv>) {
  const { database, clock } = c.var.services;
  const lookup = await findShareLink(database.db, c.req.param('token') ?? '', clock.now());
  if (lookup.outcome === 'valid') return lookup;
  await withinLookupLimit(c);
  return refuse(lookup);
}

type OpenedLink = Extract<ShareLinkLookup, { outcome: 'valid' }>;

/** The deposit a dispute link shares; once it is gone the link opens nothing, as a revoked one. */
async function sharedDeposit(c: Context<AppEnv>, request: OpenedLink['request']) {
  const { database, clock, config } = c.var.services;
  const link = { now: clock.now(), timestamping: config.tsaUrls.length > 0 };
  const deposit = await readSharedDeposit(database.db, request, link);
  return deposit ?? refuse({ outcome: 'invalid' });
}

/** A deposit dispute's PDF is its letter (docs/product.md §32), the one its owner downloads. */
async function disputeLetter(c: Context<AppEnv>, request: OpenedLink['request']) {
  const deposit = await sharedDeposit(c, request);
  const letter = await renderDisputeLetter(c.var.services, deposit);
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', attachmentHeader(`deposit-dispute-${deposit.moveOutDate}.pdf`));
  return c.body(new Uint8Array(letter));
}

/** A deposit dispute's bundle: its letter and exactly the photos and documents attached. */
async function disputeBundle(c: Context<AppEnv>, request: OpenedLink['request']) {
  const { clock, logger } = c.var.services;
  const deposit = await sharedDeposit(c, request);
  const now = clock.now();
  const scope = shareScope(request, now);
  const letter = await renderDisputeLetter(c.var.services, deposit);
  const stream = await openDisputeBundle(
    bundleDepsOf(c.var.services, now),
    request.userId,
    { letter, photos: scope.photos, documents: scope.documents },
    (error) =>
      logger.warn({ err: error, shareLinkId: request.id }, 'A deposit dispute bundle stopped before its end'),
  );
  c.header('Content-Type', 'application/zip');
  c.header(
    'Content-Disposition',
    attachmentHeader(`rentproof-deposit-dispute-${now.toISOString().slice(0, 10)}.zip`),
  );
  return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>);
}

export const verifyRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    await withinLookupLimit(c);
    const { database, clock, mailer, logger, config } = c.var.services;
    const browser = describeBrowser(c.req.header('user-agent'));
    const openedAt = clock.now();
    const lookup = await openShareLink(database.db, c.req.param('token'), openedAt, browser);
    if (lookup.outcome !== 'valid') refuse(lookup);
    // Every opening, as the owner's log lists them; a share link is the renter's alone, so no company hears.
    await emitStandaloneWebhookEvent(c.var.services, {
      type: 'share_link.opened',
      at: openedAt,
      userId: lookup.request.userId,
      data: {
        shareLinkId: lookup.request.id,
        kind: lookup.request.kind,
        propertyId: await shareLinkProperty(c.var.services, lookup.request),
        openedAt: openedAt.toISOString(),
      },
    });
    if (lookup.firstOpening) {
      // Awaited like every notice (no background queue yet); a failure is logged, never answered.
      await emailLinkOpened(
        { db: database.db, mailer, logger, appUrl: config.appUrl, authSecret: config.authSecret },
        lookup.request,
        { openedAt, browser },
      );
    }
    const view = await getSharedView(database.db, lookup, {
      token: c.req.param('token'),
      now: clock.now(),
      timestamping: config.tsaUrls.length > 0,
    });
    if (!view) refuse({ outcome: 'invalid' });
    return c.json(view satisfies SharedView);
  })
  .get('/:token/photos', async (c) => {
    const { request } = await requireValidLink(c);
    const { after } = validate(photoPageQuerySchema, c.req.query());
    const { database, clock, config } = c.var.services;
    const scope = shareScope(request, clock.now());
    const page = await listSharedPhotos(database.db, scope, config.tsaUrls.length > 0, after);
    if (!page) throw notFound('That page of photos');
    return c.json(page satisfies SharedPhotoPage);
  })
  .get('/:token/photos/:photoId/:size', async (c) => {
    const { request } = await requireValidLink(c);
    const { database, files, clock } = c.var.services;
    const photoId = idParam(c.req.param('photoId'), 'That photo');
    const file = await openSharedPhoto(
      { db: database.db, files, now: clock.now() },
      request,
      photoId,
      c.req.param('size'),
    );
    if (!file) throw notFound('That photo');
    c.header('Content-Type', 'image/webp');
    c.header('Content-Length', String(file.size));
    return c.body(file.stream);
  })
  .get('/:token/videos', async (c) => {
    const { request } = await requireValidLink(c);
    const { database, clock } = c.var.services;
    const scope = shareScope(request, clock.now());
    const videos = await listSharedVideos(database.db, scope, c.req.param('token'));
    if (!videos) throw notFound('Those videos');
    return c.json({ videos } satisfies { videos: SharedVideo[] });
  })
  .get('/:token/videos/:videoId/:part', async (c) => {
    const { request } = await requireValidLink(c);
    const { database, clock } = c.var.services;
    const part = c.req.param('part');
    const videoId = idParam(c.req.param('videoId'), 'That video');
    // The copy without metadata and its poster only: a link never serves an original, with its location.
    if (part !== 'stream' && part !== 'poster') throw notFound('That video');
    const video = await findSharedVideo(database.db, shareScope(request, clock.now()), videoId);
    if (!video) throw notFound('That video');
    return serveVideoFile(c, video, part);
  })
  .get('/:token/documents/:documentId', async (c) => {
    const { request } = await requireValidLink(c);
    const { database, files, clock } = c.var.services;
    const documentId = idParam(c.req.param('documentId'), 'That document');
    const document = await openSharedDocument(
      { db: database.db, files, now: clock.now() },
      request,
      documentId,
    );
    if (!document) throw notFound('That document');
    // Always a download, never rendered in our origin: an uploaded HTML or SVG cannot run here.
    c.header('Content-Type', document.fileType);
    c.header('Content-Length', String(document.file.size));
    c.header('Content-Disposition', attachmentHeader(document.fileName));
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(document.file.stream);
  })
  .get('/:token/rent-history.csv', async (c) => {
    const { request } = await requireValidLink(c);
    const { rentHistory } = shareScope(request, c.var.services.clock.now());
    if (!rentHistory) throw notFound('That rent history');
    const csv = await renderRentHistoryCsv(c.var.services.database.db, rentHistory);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', attachmentHeader('rent-history.csv'));
    return c.body(csv);
  })
  .get('/:token/report.pdf', async (c) => {
    const { request } = await requireValidLink(c);
    if (request.kind === 'deposit-dispute') return disputeLetter(c, request);
    const { config, database, files, clock, logger } = c.var.services;
    const now = clock.now();
    const scope = shareScope(request, now);
    const estimate = await estimateReportPdf(database.db, request.userId, scope.report, now, scope.photos);
    refuseOversizedReportPdf(estimate, 'share-link');
    const output = openReportPdf(
      { db: database.db, files, now, timestamping: config.tsaUrls.length > 0 },
      request.userId,
      scope.report,
      (error) =>
        logger.error({ err: error, shareLinkId: request.id }, 'A shared PDF report failed while streaming'),
      scope.photos,
    );
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', attachmentHeader(reportPdfFileName(now)));
    return c.body(Readable.toWeb(output) as ReadableStream<Uint8Array>);
  })
  .get('/:token/bundle.zip', async (c) => {
    const { request } = await requireValidLink(c);
    if (request.kind === 'deposit-dispute') return disputeBundle(c, request);
    const { clock, logger } = c.var.services;
    const now = clock.now();
    const scope = shareScope(request, now);
    const stream = await openReportBundle(
      bundleDepsOf(c.var.services, now),
      request.userId,
      {
        options: scope.report,
        photos: scope.photos,
        videos: scope.videos,
        withoutSignatures: !scope.signedReport,
        photoFiles: 'display-copies-without-location',
      },
      (error) =>
        logger.warn({ err: error, shareLinkId: request.id }, 'An evidence bundle stopped before its end'),
    );
    c.header('Content-Type', 'application/zip');
    c.header(
      'Content-Disposition',
      attachmentHeader(`rentproof-evidence-${now.toISOString().slice(0, 10)}.zip`),
    );
    return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>);
  });
