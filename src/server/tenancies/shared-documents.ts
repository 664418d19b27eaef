import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { documents } from '#server/platform/db/schema/documents';
import { activeTenancy, tenancies, tenancyDocuments } from '#server/platform/db/schema/tenancies';
import type { DocumentType } from '#shared/documents/document-schemas';
import type { SharedDocument } from '#shared/tenancies/tenancy-schemas';

const sharedDocuments = (db: Db, companyId: string) =>
  db
    .select({
      document: documents,
      tenancyId: tenancies.id,
      tenantName: users.name,
      sharedAt: tenancyDocuments.sharedAt,
    })
    .from(tenancyDocuments)
    .innerJoin(
      tenancies,
      and(eq(tenancies.id, tenancyDocuments.tenancyId), eq(tenancies.companyId, companyId), activeTenancy),
    )
    .innerJoin(
      documents,
      and(eq(documents.id, tenancyDocuments.documentId), eq(documents.userId, tenancies.tenantId)),
    )
    .innerJoin(users, eq(users.id, tenancies.tenantId));

/** The documents the company's linked tenants chose to show it, newest share first. */
export async function listSharedDocuments(db: Db, companyId: string): Promise<SharedDocument[]> {
  const rows = await sharedDocuments(db, companyId).orderBy(desc(tenancyDocuments.sharedAt));
  return rows.map(({ document, tenancyId, tenantName, sharedAt }) => ({
    id: document.id,
    tenancyId,
    tenantName,
    fileName: document.fileName,
    fileType: document.fileType as DocumentType,
    fileSize: document.fileSize,
    sharedAt: sharedAt.toISOString(),
    downloadUrl: `/api/company/documents/${document.id}/download`,
  }));
}

/** A document some linked tenant shares with the company; null for any other. */
export async function findSharedDocument(db: Db, companyId: string, documentId: string) {
  const [row] = await sharedDocuments(db, companyId).where(eq(documents.id, documentId)).limit(1);
  return row?.document ?? null;
}
