import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { users, verifications } from '#server/db/schema/auth';
import { type FileStore, userFilesPrefix } from '#server/files/file-store';

/**
 * Removes the user and everything they own. Rows go first (every table references the user with
 * ON DELETE CASCADE), then files: a file left behind by a failure is unreachable, whereas a row
 * whose file was already gone would show a broken record.
 */
export async function deleteAccount(deps: { db: Db; files: FileStore }, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Pending password-reset links hold the user id as their value, with no foreign key to cascade.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
  await deps.files.deletePrefix(userFilesPrefix(userId));
}
