import type { apiKeys } from '#server/platform/db/schema/api-keys';
import type { ApiKey } from '#shared/api-keys/api-key-schemas';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Never the hash: a list shows the first characters, which identify a key but cannot be used. */
export function presentApiKey(row: ApiKeyRow, createdBy: string): ApiKey {
  return {
    id: row.id,
    name: row.name,
    start: row.start,
    scopes: row.scopes,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    role: row.role,
    createdBy,
  };
}
