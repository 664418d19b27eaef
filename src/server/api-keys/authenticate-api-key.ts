import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { SessionUser } from '#server/platform/auth/find-session';
import type { Db } from '#server/platform/db/database';
import { apiKeys } from '#server/platform/db/schema/api-keys';
import { users } from '#server/platform/db/schema/auth';
import type { ApiKeyScope } from '#shared/api-keys/api-key-schemas';
import type { TeamRole } from '#shared/companies/company-schemas';
import { hashApiKey } from './create-api-key';

/** Who a request made with a key acts as. */
export type ApiActor = {
  keyId: string;
  scopes: ApiKeyScope[];
  /** A personal key's owner, or the Admin who made a company key. */
  user: SessionUser;
  /** Set for a company key: it acts for this company with this role. */
  company: { companyId: string; role: TeamRole } | null;
};

export type KeyCheck = { kind: 'valid'; actor: ApiActor } | { kind: 'invalid' } | { kind: 'expired' };

/** A key's last use is written at most this often: every request would otherwise be a write. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The key a request carries, checked against the stored hashes. An unknown or revoked key (revoking
 * deletes it) is invalid; one past its expiry says so, so its owner knows to make a new one.
 */
export async function authenticateApiKey(db: Db, secret: string, now: Date): Promise<KeyCheck> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      scopes: apiKeys.scopes,
      companyId: apiKeys.companyId,
      role: apiKeys.role,
      expiresAt: apiKeys.expiresAt,
      user: { id: users.id, name: users.name, email: users.email },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashApiKey(secret)));
  if (!row) return { kind: 'invalid' };
  if (row.expiresAt && row.expiresAt <= now) return { kind: 'expired' };
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, row.id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS)),
        ),
      ),
    );
  const company = row.companyId && row.role ? { companyId: row.companyId, role: row.role } : null;
  return { kind: 'valid', actor: { keyId: row.id, scopes: row.scopes, user: row.user, company } };
}
