import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companyNotices } from '#server/platform/db/schema/notices';
import { tenancies } from '#server/platform/db/schema/tenancies';
import type { FileStore } from '#server/platform/files/file-store';

type Deps = { db: Db; files: FileStore };
type NoticeRow = typeof companyNotices.$inferSelect;

async function withFile(files: FileStore, notice: NoticeRow | undefined) {
  const file = notice && (await files.open(notice.storageKey));
  return notice && file ? { notice, file } : null;
}

/** A notice the company sent, with its file; null for another company's or an unknown one. */
export async function openCompanyNotice(deps: Deps, companyId: string, noticeId: string) {
  const [notice] = await deps.db
    .select()
    .from(companyNotices)
    .where(and(eq(companyNotices.id, noticeId), eq(companyNotices.companyId, companyId)));
  return withFile(deps.files, notice);
}

/**
 * A notice sent to the tenant through one of their own links (active or ended, as listTenantNotices
 * lists them), with its file; null for anyone else's.
 */
export async function openTenantNotice(deps: Deps, tenantId: string, noticeId: string) {
  const [row] = await deps.db
    .select({ notice: companyNotices })
    .from(companyNotices)
    .innerJoin(tenancies, and(eq(tenancies.id, companyNotices.tenancyId), eq(tenancies.tenantId, tenantId)))
    .where(eq(companyNotices.id, noticeId));
  return withFile(deps.files, row?.notice);
}
