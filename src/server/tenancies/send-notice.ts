import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companyNotices } from '#server/platform/db/schema/notices';
import { activeTenancy, type SharedTenancy, tenancies } from '#server/platform/db/schema/tenancies';
import { storeCheckedDocument } from '#server/documents/store-checked-document';
import { type FileStore, userFilesPrefix } from '#server/platform/files/file-store';

/**
 * A company member sends a file to a tenant through one of the company's active links (a notice,
 * docs/product.md §19). It is checked and stored exactly as a renter's own document is
 * (storeCheckedDocument: size, type from the bytes, file first, then the row). The file sits
 * among the tenant's files, `users/{tenantId}/notices/{id}`: it is theirs to keep, and goes with
 * their account. The link is read again, locked, as the row is written, so a link ended in the
 * meantime gets nothing and the file is removed. Null when the link is no longer active.
 */
export async function sendNotice(
  deps: { db: Db; files: FileStore },
  tenancy: SharedTenancy,
  sender: { id: string; name: string },
  file: { name: string; bytes: Uint8Array },
) {
  const id = crypto.randomUUID();
  const storageKey = `${userFilesPrefix(tenancy.tenantId)}notices/${id}`;
  return storeCheckedDocument(deps.files, storageKey, file.bytes, (checked) =>
    deps.db.transaction(async (tx) => {
      const [link] = await tx
        .select({ id: tenancies.id })
        .from(tenancies)
        .where(and(eq(tenancies.id, tenancy.id), eq(tenancies.companyId, tenancy.companyId), activeTenancy))
        .for('share');
      if (!link) return null;
      const [row] = await tx
        .insert(companyNotices)
        .values({
          id,
          companyId: tenancy.companyId,
          tenancyId: tenancy.id,
          fileName: file.name,
          ...checked,
          sentBy: sender.id,
          senderName: sender.name,
        })
        .returning();
      if (!row) throw new Error('Insert returned no notice');
      return row;
    }),
  );
}
