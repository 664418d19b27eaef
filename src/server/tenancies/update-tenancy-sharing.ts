import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import { activeTenancy, tenancies, tenancyDocuments } from '#server/platform/db/schema/tenancies';
import type { TenancySharing } from '#shared/tenancies/tenancy-schemas';

/**
 * What the company sees through one active link, as the tenant chose it; takes effect on the
 * company's next request. 'link' when the tenant has no such active link, 'document' when a named
 * document is not theirs (nothing changes then).
 */
export async function updateTenancySharing(
  db: Db,
  tenantId: string,
  tenancyId: string,
  sharing: TenancySharing,
  now: Date,
): Promise<'updated' | 'link' | 'document'> {
  const documentIds = [...new Set(sharing.documentIds)];
  if (documentIds.length) {
    const own = await db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.userId, tenantId), inArray(documents.id, documentIds)));
    if (own.length !== documentIds.length) return 'document';
  }
  return db.transaction(async (tx) => {
    const [tenancy] = await tx
      .update(tenancies)
      .set({
        shareMoveIn: sharing.moveIn,
        shareMoveOut: sharing.moveOut,
        shareMaintenance: sharing.maintenance,
      })
      .where(and(eq(tenancies.id, tenancyId), eq(tenancies.tenantId, tenantId), activeTenancy))
      .returning({ id: tenancies.id });
    if (!tenancy) return 'link';
    // A document shared before keeps the time it was first shared.
    await tx
      .delete(tenancyDocuments)
      .where(
        and(
          eq(tenancyDocuments.tenancyId, tenancy.id),
          documentIds.length ? notInArray(tenancyDocuments.documentId, documentIds) : undefined,
        ),
      );
    if (documentIds.length) {
      await tx
        .insert(tenancyDocuments)
        .values(documentIds.map((documentId) => ({ tenancyId: tenancy.id, documentId, sharedAt: now })))
        .onConflictDoNothing();
    }
    return 'updated';
  });
}
