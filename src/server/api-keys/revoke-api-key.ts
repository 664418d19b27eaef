import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { apiKeys } from '#server/platform/db/schema/api-keys';
import { type ApiKeyOwner, ownedBy } from './api-key-owner';

/**
 * Revoking deletes the key, so its very next request is refused as an unknown key. False when the
 * id names no key of this owner's, another person's or company's included.
 */
export async function revokeApiKey(db: Db, owner: ApiKeyOwner, id: string): Promise<boolean> {
  const rows = await db
    .delete(apiKeys)
    .where(and(ownedBy(owner), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
