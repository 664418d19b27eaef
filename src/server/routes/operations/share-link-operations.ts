import { z } from 'zod';
import {
  createdShareLinkSchema,
  type ReportShare,
  reportShareSchema,
  shareLinkSchema,
  shareLinkViewSchema,
} from '#shared/verification/share-links';
import {
  createVerificationRequestSchema,
  shareReportSchema,
} from '#shared/verification/verification-schemas';
import { notFound } from '#server/http/errors';
import { idPath, json } from '#server/http/openapi-parts';
import {
  listOperation,
  type OperationContext,
  pageOnV1,
  recordOperation,
  Reply,
} from '#server/http/operation';
import { idParam } from '#server/http/params';
import { rateLimited } from '#server/http/rate-limited';
import { authorizeReferences } from '#server/routes/references';
import { decodeCursor } from '#server/platform/lib/cursor';
import { shareLinkUrl } from '#server/verification/create-share-link';
import { getShareLink, listShareLinks, listShareLinkViews } from '#server/verification/list-share-links';
import { presentShareLink } from '#server/verification/present-share-link';
import { revokeShareLink } from '#server/verification/revoke-share-link';
import { SHARE_EMAIL_LIMIT_MESSAGE, sendShareLink } from '#server/verification/send-share-link';
import { shareReport } from '#server/verification/share-report';

const THE_LINK = 'That share link';
const tags = ['Share links'];
/** The app keeps its share links under `/api/verification`, at other paths. */
const surfaces = ['v1'] as const;

const shareLinkResponse = z.object({ shareLink: shareLinkSchema }).meta({ id: 'ShareLinkResponse' });
const shareLinkViews = z
  .object({ views: z.array(shareLinkViewSchema) })
  .meta({ id: 'ShareLinkViews', description: 'The last hundred openings, newest first.' });

/** One of the user's links as they see it; another user's is the 404 of a missing one. */
async function presentedLink({ services, user }: OperationContext, id: string) {
  const row = await getShareLink(services.database.db, user.id, id);
  if (!row) throw notFound(THE_LINK);
  return presentShareLink(row, services.clock.now());
}

/**
 * Share links (docs/product.md §13) on `/api/v1/share-links`: the same domain functions and daily
 * email cap as the app's /api/verification. A new link's secret address is in the answer that made
 * it, and never again.
 */
export const SHARE_LINK_OPERATIONS = [
  listOperation({
    id: 'listShareLinks',
    method: 'get',
    path: '/share-links',
    tags,
    summary: 'List share links',
    description:
      'Your share links of every kind, newest first, each with how often and when it was last opened.',
    surfaces,
    permission: 'read',
    errors: [400],
    answer: {
      key: 'shareLinks',
      item: shareLinkSchema,
      pageId: 'ShareLinkPage',
      description: 'A page of share links.',
    },
    run: async ({ services, user }, _input, page) => {
      // Served on /api/v1 alone, which always asks for a page; the first one otherwise.
      const { cursor, limit } = pageOnV1(page);
      const { database, clock } = services;
      const { items, nextCursor } = await listShareLinks(database.db, user.id, {
        cursor: decodeCursor(cursor),
        limit,
      });
      const now = clock.now();
      return { items: items.map((row) => presentShareLink(row, now)), nextCursor };
    },
  }),
  recordOperation({
    id: 'createShareLink',
    method: 'post',
    path: '/share-links',
    tags,
    summary: 'Send a rental verification link',
    description: `Emails a recipient (a prospective landlord) a link to your verified rental record, for seven days. \`consent\` must be true. The answer holds the link's secret address: it is shown this once. At most 20 emailed links a day (429 after that). Send an Idempotency-Key to retry safely.`,
    surfaces,
    permission: 'write',
    creates: true,
    errors: [400, 409, 415, 422],
    body: createVerificationRequestSchema,
    answer: { status: 201, schema: createdShareLinkSchema, description: 'The new link and its address.' },
    run: async (context, { body }) => {
      const { recipientEmail, includeReviews } = body;
      const { database, clock, config, mailer, logger } = context.services;
      const deps = { db: database.db, mailer, logger, appUrl: config.appUrl, now: clock.now() };
      const target = { kind: 'rental-verification', recipientEmail, includeReviews } as const;
      const sent = await sendShareLink(deps, context.user, target);
      if (sent.outcome === 'limited')
        throw rateLimited(context.http, sent.retryAfterSeconds, SHARE_EMAIL_LIMIT_MESSAGE);
      return {
        shareLink: await presentedLink(context, sent.request.id),
        url: shareLinkUrl(config.appUrl, sent.token),
        emailSent: sent.emailSent,
      };
    },
  }),
  recordOperation({
    id: 'createReportShareLink',
    method: 'post',
    path: '/share-links/report',
    tags,
    summary: 'Share a report',
    description: `A link to a report (its type, period and property), for seven days. The link already open for the same report is given back (200, \`reused\`, no address: it was shown when the link was made) unless \`forceNew\` asks for another; a new link answers 201 with its secret address, shown this once.`,
    surfaces,
    permission: 'write',
    creates: true,
    errors: [400, 404, 409, 415, 422],
    body: shareReportSchema,
    answer: { status: 201, schema: reportShareSchema, description: 'A new link and its address.' },
    also: { 200: json(reportShareSchema, 'The link already open for this report.') },
    run: async (context, { body }) => {
      const { forceNew, ...options } = body;
      const { database, clock, config } = context.services;
      await authorizeReferences(context.http, options);
      const { id, token } = await shareReport(
        database.db,
        context.user.id,
        options,
        { forceNew },
        clock.now(),
      );
      const shareLink = await presentedLink(context, id);
      if (!token) return new Reply<ReportShare>(200, { reused: true, shareLink, url: null });
      const created: ReportShare = { reused: false, shareLink, url: shareLinkUrl(config.appUrl, token) };
      return created;
    },
  }),
  recordOperation({
    id: 'getShareLink',
    method: 'get',
    path: '/share-links/{id}',
    records: { id: 'shareLink' },
    tags,
    summary: 'Get a share link',
    description: 'One of your share links, with how often it was opened. Its address is never shown again.',
    surfaces,
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: shareLinkResponse, description: 'The share link.' },
    run: async (context, { params }) => ({
      shareLink: await presentedLink(context, idParam(params.id, THE_LINK)),
    }),
  }),
  recordOperation({
    id: 'listShareLinkViews',
    method: 'get',
    path: '/share-links/{id}/views',
    records: { id: 'shareLink' },
    tags,
    summary: 'List the openings of a share link',
    description: 'When and with which browser the link was opened: the last hundred openings, newest first.',
    surfaces,
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: shareLinkViews, description: 'The openings.' },
    run: async ({ services, user }, { params }) => {
      const { db } = services.database;
      const row = await getShareLink(db, user.id, idParam(params.id, THE_LINK));
      if (!row) throw notFound(THE_LINK);
      const views = await listShareLinkViews(db, row.request.id);
      return {
        views: views.map((view) => ({ viewedAt: view.viewedAt.toISOString(), browser: view.browser })),
      };
    },
  }),
  recordOperation({
    id: 'revokeShareLink',
    method: 'post',
    path: '/share-links/{id}/revoke',
    records: { id: 'shareLink' },
    tags,
    summary: 'Revoke a share link',
    description:
      'Turns the link off for good: it opens nothing from now on. Revoking it again changes nothing.',
    surfaces,
    permission: 'write',
    errors: [404, 409, 422],
    params: idPath,
    answer: { status: 200, schema: shareLinkResponse, description: 'The revoked link.' },
    run: async (context, { params }) => {
      const { database, clock } = context.services;
      const id = idParam(params.id, THE_LINK);
      if (!(await revokeShareLink(database.db, context.user.id, id, clock.now()))) throw notFound(THE_LINK);
      return { shareLink: await presentedLink(context, id) };
    },
  }),
];
