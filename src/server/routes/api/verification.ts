import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { CreatedShareLink, ReportShare } from '#shared/verification/share-links';
import {
  createVerificationRequestSchema,
  shareReportSchema,
} from '#shared/verification/verification-schemas';
import type { AppEnv } from '#server/http/app-env';
import { rateLimited } from '#server/http/rate-limited';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { decodeCursor } from '#server/platform/lib/cursor';
import { shareLinkUrl } from '#server/verification/create-share-link';
import { getShareLink, listShareLinks, listShareLinkViews } from '#server/verification/list-share-links';
import { presentShareLink } from '#server/verification/present-share-link';
import { revokeShareLink } from '#server/verification/revoke-share-link';
import { shareReport } from '#server/verification/share-report';
import { SHARE_EMAIL_LIMIT_MESSAGE, sendShareLink } from '#server/verification/send-share-link';
import type {
  ShareLinkPage,
  ShareLinkResponse,
  ShareLinkViews,
} from '#shared/verification/verification-responses';

const THE_LINK = 'That share link';

const listQuerySchema = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

async function presentCreated(c: Context<AppEnv>, id: string, token: string, emailSent: boolean) {
  const { database, clock, config } = c.var.services;
  const row = await getShareLink(database.db, c.var.user.id, id);
  if (!row) throw notFound(THE_LINK);
  const created: CreatedShareLink = {
    shareLink: presentShareLink(row, clock.now()),
    url: shareLinkUrl(config.appUrl, token),
    emailSent,
  };
  return c.json(created satisfies CreatedShareLink, 201);
}

export const verificationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/share-links', async (c) => {
    const query = validate(listQuerySchema, c.req.query());
    const { items, nextCursor } = await listShareLinks(c.var.services.database.db, c.var.user.id, {
      cursor: decodeCursor(query.cursor),
      limit: query.limit,
    });
    const now = c.var.services.clock.now();
    return c.json({
      shareLinks: items.map((row) => presentShareLink(row, now)),
      nextCursor,
    } satisfies ShareLinkPage);
  })
  .post('/share-links', async (c) => {
    const input = validate(createVerificationRequestSchema, await readJson(c));
    const { database, clock, config, mailer, logger } = c.var.services;
    const deps = { db: database.db, mailer, logger, appUrl: config.appUrl, now: clock.now() };
    const { recipientEmail, includeReviews } = input;
    const target = { kind: 'rental-verification', recipientEmail, includeReviews } as const;
    const sent = await sendShareLink(deps, c.var.user, target);
    if (sent.outcome === 'limited') throw rateLimited(c, sent.retryAfterSeconds, SHARE_EMAIL_LIMIT_MESSAGE);
    return presentCreated(c, sent.request.id, sent.token, sent.emailSent);
  })
  .post('/report-shares', async (c) => {
    const { forceNew, ...options } = validate(shareReportSchema, await readJson(c));
    const { database, clock, config } = c.var.services;
    await authorizeReferences(c, options);
    const now = clock.now();
    const { id, token } = await shareReport(database.db, c.var.user.id, options, { forceNew }, now);
    const row = await getShareLink(database.db, c.var.user.id, id);
    if (!row) throw notFound(THE_LINK);
    const shareLink = presentShareLink(row, now);
    const answer: ReportShare = token
      ? { reused: false, shareLink, url: shareLinkUrl(config.appUrl, token) }
      : { reused: true, shareLink, url: null };
    return c.json(answer satisfies ReportShare, token ? 201 : 200);
  })
  .get('/share-links/:id/views', async (c) => {
    const { db } = c.var.services.database;
    const row = await getShareLink(db, c.var.user.id, idParam(c.req.param('id'), THE_LINK));
    if (!row) throw notFound(THE_LINK);
    const views = await listShareLinkViews(db, row.request.id);
    return c.json({
      views: views.map((view) => ({ viewedAt: view.viewedAt.toISOString(), browser: view.browser })),
    } satisfies ShareLinkViews);
  })
  .post('/share-links/:id/revoke', async (c) => {
    const { database, clock } = c.var.services;
    const id = idParam(c.req.param('id'), THE_LINK);
    if (!(await revokeShareLink(database.db, c.var.user.id, id, clock.now()))) throw notFound(THE_LINK);
    const row = await getShareLink(database.db, c.var.user.id, id);
    if (!row) throw notFound(THE_LINK);
    return c.json({ shareLink: presentShareLink(row, clock.now()) } satisfies ShareLinkResponse);
  });
