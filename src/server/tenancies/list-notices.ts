import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { companies } from '#server/platform/db/schema/companies';
import { companyNotices } from '#server/platform/db/schema/notices';
import { tenancies } from '#server/platform/db/schema/tenancies';
import type { DocumentType } from '#shared/documents/document-schemas';
import type { Notice } from '#shared/tenancies/tenancy-schemas';

const noticeRows = (db: Db) =>
  db
    .select({ notice: companyNotices, companyName: companies.name, tenantName: users.name })
    .from(companyNotices)
    .innerJoin(tenancies, eq(tenancies.id, companyNotices.tenancyId))
    .innerJoin(companies, eq(companies.id, companyNotices.companyId))
    .innerJoin(users, eq(users.id, tenancies.tenantId));

type NoticeRow = { notice: typeof companyNotices.$inferSelect; companyName: string; tenantName: string };

const present =
  (downloadPath: string) =>
  ({ notice, companyName, tenantName }: NoticeRow): Notice => ({
    id: notice.id,
    fileName: notice.fileName,
    fileType: notice.fileType as DocumentType,
    fileSize: notice.fileSize,
    sentAt: notice.createdAt.toISOString(),
    senderName: notice.senderName,
    companyName,
    tenantName,
    downloadUrl: `${downloadPath}/${notice.id}/download`,
  });

/**
 * The notices the company sent, newest first, whichever link they went through: a notice is the
 * company's own record of what it sent, so it stays listed after the link ends.
 */
export async function listCompanyNotices(db: Db, companyId: string, noticeId?: string) {
  const rows = await noticeRows(db)
    .where(
      and(eq(companyNotices.companyId, companyId), noticeId ? eq(companyNotices.id, noticeId) : undefined),
    )
    .orderBy(desc(companyNotices.createdAt), desc(companyNotices.id));
  return rows.map(present('/api/company/notices'));
}

/**
 * The notices sent to the tenant through any of their links, newest first. A notice already sent
 * stays readable after its link ends: it was delivered to the tenant, and ending a link stops what
 * the company sees of the tenant, not what the tenant was given (a notice matters most at the end
 * of a tenancy). Nothing new arrives through an ended link (sendNotice).
 */
export async function listTenantNotices(db: Db, tenantId: string) {
  const rows = await noticeRows(db)
    .where(eq(tenancies.tenantId, tenantId))
    .orderBy(desc(companyNotices.createdAt), desc(companyNotices.id));
  return rows.map(present('/api/notices'));
}
