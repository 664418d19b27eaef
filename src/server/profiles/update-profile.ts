import { eq } from 'drizzle-orm';
import type { UpdateProfileInput } from '../../shared/accounts/account-schemas';
import type { Db } from '../db/database';
import { users } from '../db/schema/auth';

export async function updateProfile(db: Db, userId: string, input: UpdateProfileInput) {
  const [user] = await db
    .update(users)
    .set({ name: input.name, propertyName: input.propertyName || null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}
