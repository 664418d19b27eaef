import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  createdShareLinkSchema,
  type CreatedShareLink,
  type ReportShare,
  reportShareSchema,
  shareLinkSchema,
  shareLinkViewSchema,
} from '#shared/verification/share-links';
import type {
  ShareLinkPage,
  ShareLinkResponse,
  ShareLinkViews,
} from '#shared/verification/verification-responses';
import {
  createVerificationRequestSchema,
  shareReportSchema,
} from '#shared/verification/verification-schemas';
import type { AppEnv } from '#server/http/app-env';
import { notFound } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { rateLimited } from '#server/http/rate-limited';
import { authorizeReferences } from '#server/http/references';
import { decodeCursor } from '#server/platform/lib/cursor';
import { shareLinkUrl } from '#server/verification/create-share-link';
import { getShareLink, listShareLinks, listShareLinkViews } from '#server/verification/list-share-links';
import { presentShareLink } from '#server/verification/present-share-link';
import { revokeShareLink } from '#server/verification/revoke-share-link';
import { SHARE_EMAIL_LIMIT_MESSAGE, sendShareLink } from '#server/verification/send-share-link';
import { shareReport } from '#server/verification/share-report';
import {
  errorResponses,
  idempotencyHeader,
  idPath,
  json,
  jsonBody,
  nextCursor,
  pageQuery,
} from '#server/http/openapi-parts';
import { v1Router } from './v1-router';

const THE_LINK = 'That share link';
const tags = ['Share links'];

const shareLinkResponse = z.object({ shareLink: shareLinkSchema }).meta({ id: 'ShareLinkResponse' });
const shareLinkPage = z
  .object({ shareLinks: z.array(shareLinkSchema), nextCursor })
  .meta({ id: 'ShareLinkPage' });
const shareLinkViews = z
  .object({ views: z.array(shareLinkViewSchema) })
  .meta({ id: 'ShareLinkViews', description: 'The last hundred openings, newest first.' });

/** One of the user's links as they see it; another user's is the 404 of a missing one. */
async function presentedLink(c: Context<AppEnv>, id: string) {
  const { database, clock } = c.var.services;
  const row = await getShareLink(database.db, c.var.user.id, id);
  if (!row) throw notFound(THE_LINK);
  return presentShareLink(row, clock.now());
}

/**
 * Share links (docs/product.md §13): the same domain functions and daily email cap as the app's
 * /api/verification. A new link's secret address is in the answer that made it, and never again.
 */
export const shareLinkV1Routes = v1Router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listShareLinks',
      tags,
      summary: 'List share links',
      description:
        'Your share links of every kind, newest first, each with how often and when it was last opened.',
      request: { query: pageQuery },
      responses: { 200: json(shareLinkPage, 'A page of share links.'), ...errorResponses(400) },
    }),
    async (c) => {
      const { cursor, limit } = c.req.valid('query');
      const { database, clock } = c.var.services;
      const page = await listShareLinks(database.db, c.var.user.id, { cursor: decodeCursor(cursor), limit });
      const now = clock.now();
      return c.json(
        {
          shareLinks: page.items.map((row) => presentShareLink(row, now)),
          nextCursor: page.nextCursor,
        } satisfies ShareLinkPage,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'createShareLink',
      tags,
      summary: 'Send a rental verification link',
      description: `Emails a recipient (a prospective landlord) a link to your verified rental record, for seven days. \`consent\` must be true. The answer holds the link's secret address: it is shown this once. At most 20 emailed links a day (429 after that). Send an Idempotency-Key to retry safely.`,
      request: { headers: idempotencyHeader, body: jsonBody(createVerificationRequestSchema) },
      responses: {
        201: json(createdShareLinkSchema, 'The new link and its address.'),
        ...errorResponses(400, 409, 415, 422),
      },
    }),
    async (c) => {
      const { recipientEmail, includeReviews } = c.req.valid('json');
      const { database, clock, config, mailer, logger } = c.var.services;
      const deps = { db: database.db, mailer, logger, appUrl: config.appUrl, now: clock.now() };
      const target = { kind: 'rental-verification', recipientEmail, includeReviews } as const;
      const sent = await sendShareLink(deps, c.var.user, target);
      if (sent.outcome === 'limited') throw rateLimited(c, sent.retryAfterSeconds, SHARE_EMAIL_LIMIT_MESSAGE);
      const shareLink = await presentedLink(c, sent.request.id);
      return c.json(
        {
          shareLink,
          url: shareLinkUrl(config.appUrl, sent.token),
          emailSent: sent.emailSent,
        } satisfies CreatedShareLink,
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/report',
      operationId: 'createReportShareLink',
      tags,
      summary: 'Share a report',
      description: `A link to a report (its type, period and property), for seven days. The link already open for the same report is given back (200, \`reused\`, no address: it was shown when the link was made) unless \`forceNew\` asks for another; a new link answers 201 with its secret address, shown this once.`,
      request: { headers: idempotencyHeader, body: jsonBody(shareReportSchema) },
      responses: {
        200: json(reportShareSchema, 'The link already open for this report.'),
        201: json(reportShareSchema, 'A new link and its address.'),
        ...errorResponses(400, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const { forceNew, ...options } = c.req.valid('json');
      const { database, clock, config } = c.var.services;
      await authorizeReferences(c, options);
      const { id, token } = await shareReport(database.db, c.var.user.id, options, { forceNew }, clock.now());
      const shareLink = await presentedLink(c, id);
      if (!token) return c.json({ reused: true, shareLink, url: null } satisfies ReportShare, 200);
      return c.json(
        { reused: false, shareLink, url: shareLinkUrl(config.appUrl, token) } satisfies ReportShare,
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getShareLink',
      tags,
      summary: 'Get a share link',
      description: 'One of your share links, with how often it was opened. Its address is never shown again.',
      request: { params: idPath },
      responses: { 200: json(shareLinkResponse, 'The share link.'), ...errorResponses(404) },
    }),
    async (c) => {
      const shareLink = await presentedLink(c, idParam(c.req.valid('param').id, THE_LINK));
      return c.json({ shareLink } satisfies ShareLinkResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/views',
      operationId: 'listShareLinkViews',
      tags,
      summary: 'List the openings of a share link',
      description:
        'When and with which browser the link was opened: the last hundred openings, newest first.',
      request: { params: idPath },
      responses: { 200: json(shareLinkViews, 'The openings.'), ...errorResponses(404) },
    }),
    async (c) => {
      const { db } = c.var.services.database;
      const row = await getShareLink(db, c.var.user.id, idParam(c.req.valid('param').id, THE_LINK));
      if (!row) throw notFound(THE_LINK);
      const views = await listShareLinkViews(db, row.request.id);
      return c.json(
        {
          views: views.map((view) => ({ viewedAt: view.viewedAt.toISOString(), browser: view.browser })),
        } satisfies ShareLinkViews,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/revoke',
      operationId: 'revokeShareLink',
      tags,
      summary: 'Revoke a share link',
      description:
        'Turns the link off for good: it opens nothing from now on. Revoking it again changes nothing.',
      request: { params: idPath },
      responses: { 200: json(shareLinkResponse, 'The revoked link.'), ...errorResponses(404, 409, 422) },
    }),
    async (c) => {
      const { database, clock } = c.var.services;
      const id = idParam(c.req.valid('param').id, THE_LINK);
      if (!(await revokeShareLink(database.db, c.var.user.id, id, clock.now()))) throw notFound(THE_LINK);
      return c.json({ shareLink: await presentedLink(c, id) } satisfies ShareLinkResponse, 200);
    },
  );
