import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { apiKeys } from '#server/platform/db/schema/api-keys';
import { users } from '#server/platform/db/schema/auth';
import { type ApiKeyOwner, ownedBy } from './api-key-owner';
import type { ApiKeyRow } from './present-api-key';

/** The owner's keys, newest first, each with the name of the person who made it. */
export async function listApiKeys(
  db: Db,
  owner: ApiKeyOwner,
): Promise<{ key: ApiKeyRow; createdBy: string }[]> {
  return db
    .select({ key: apiKeys, createdBy: users.name })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(ownedBy(owner))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}
