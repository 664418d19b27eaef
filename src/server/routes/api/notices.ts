import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { documentDownload } from '#server/http/document-files';
import { notFound } from '#server/http/errors';
import { membershipOf } from '#server/routes/membership';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { listCompanyNotices, listTenantNotices } from '#server/tenancies/list-notices';
import { openCompanyNotice, openTenantNotice } from '#server/tenancies/open-notice';
import type { NoticeList } from '#shared/tenancies/tenancy-responses';

// Notices: files a company sends to a linked tenant's Document Hub (docs/product.md §19). They are
// sent through a link, POST /api/company/tenants/:id/notices (routes/api/tenancies.ts).

const THE_NOTICE = 'That notice';

/** /api/company/notices: the notices the signed-in member's company sent. */
export const companyNoticeRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const membership = await membershipOf(c);
    const notices = await listCompanyNotices(c.var.services.database.db, membership.companyId);
    return c.json({ notices } satisfies NoticeList);
  })
  .get('/:id/download', async (c) => {
    const membership = await membershipOf(c);
    const id = idParam(c.req.param('id'), THE_NOTICE);
    const { database, files } = c.var.services;
    const opened = await openCompanyNotice({ db: database.db, files }, membership.companyId, id);
    if (!opened) throw notFound(THE_NOTICE);
    return documentDownload(c, opened.notice, opened.file);
  });

/** /api/notices: the notices the signed-in tenant's landlords sent them, in their Document Hub. */
export const noticeRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const notices = await listTenantNotices(c.var.services.database.db, c.var.user.id);
    return c.json({ notices } satisfies NoticeList);
  })
  .get('/:id/download', async (c) => {
    const id = idParam(c.req.param('id'), THE_NOTICE);
    const { database, files } = c.var.services;
    const opened = await openTenantNotice({ db: database.db, files }, c.var.user.id, id);
    if (!opened) throw notFound(THE_NOTICE);
    return documentDownload(c, opened.notice, opened.file);
  });
