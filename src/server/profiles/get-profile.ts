import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';

/**
 * The profile as stored, with its version: better-auth's session user carries only the fields it
 * knows, so the version a profile edit must send back is read here.
 */
export async function getProfile(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      propertyName: users.propertyName,
      version: users.version,
      createdAt: users.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
