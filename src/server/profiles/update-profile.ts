import { and, eq, sql } from 'drizzle-orm';
import type { UpdateProfileInput } from '#shared/accounts/account-schemas';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';

/** Saved only if the profile is still at the version it was read at; false when nothing was saved. */
export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput) {
  const saved = await db
    .update(users)
    .set({
      name: input.name,
      propertyName: input.propertyName || null,
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), eq(users.version, input.version)))
    .returning({ id: users.id });
  return saved.length > 0;
}
