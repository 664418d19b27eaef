import { and, count, eq, ne } from 'drizzle-orm';
import { closeCompany } from '#server/companies/close-company';
import type { Db } from '#server/platform/db/database';
import { users, verifications } from '#server/platform/db/schema/auth';
import { companyMembers } from '#server/platform/db/schema/companies';
import { type FileStore, userFilesPrefix } from '#server/platform/files/file-store';

/**
 * Removes the user and everything they own. Rows go first (every table references the user with
 * ON DELETE CASCADE), then files: a file left behind by a failure is unreachable, whereas a row
 * whose file was already gone would show a broken record.
 */
export async function deleteAccount(
  deps: { db: Db; files: FileStore },
  userId: string,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await closeCompanyLeftEmpty(tx, userId, now);
    // Pending password-reset links hold the user id as their value, with no foreign key to cascade.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
  await deps.files.deletePrefix(userFilesPrefix(userId));
}

/**
 * The last member of a company takes it with them: its tenant links end rather than stay open to
 * a company nobody runs (docs/product.md §18). A company with other members goes on as it is.
 */
async function closeCompanyLeftEmpty(tx: Db, userId: string, now: Date): Promise<void> {
  const [membership] = await tx
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  if (!membership) return;
  const [others] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, membership.companyId), ne(companyMembers.userId, userId)));
  if ((others?.n ?? 0) === 0) await closeCompany(tx, membership.companyId, now);
}
