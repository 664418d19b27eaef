import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '#server/platform/db/database';
import { apiKeys } from '#server/platform/db/schema/api-keys';
import {
  API_KEY_PREFIX,
  API_KEY_START_LENGTH,
  type ApiKeyInput,
  type CompanyApiKeyInput,
} from '#shared/api-keys/api-key-schemas';
import { endOfDayUtc } from './api-key-expiry';

/** The stored form of a secret: the same function checks a request's key. */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Makes a key and returns it with its secret, which is not kept: the caller shows it once. A
 * company key names its company and role; the caller has checked its maker is an Admin there.
 */
export async function createApiKey(
  db: Db,
  userId: string,
  input: ApiKeyInput | (CompanyApiKeyInput & { companyId: string }),
) {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const company = 'companyId' in input ? { companyId: input.companyId, role: input.role } : {};
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      ...company,
      name: input.name,
      start: secret.slice(0, API_KEY_START_LENGTH),
      keyHash: hashApiKey(secret),
      scopes: input.scopes,
      expiresAt: input.expiresOn ? endOfDayUtc(input.expiresOn) : null,
    })
    .returning();
  if (!row) throw new Error('The API key was not stored');
  return { row, secret };
}
