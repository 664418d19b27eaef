import { and, eq, isNull } from 'drizzle-orm';
import { apiKeys } from '#server/platform/db/schema/api-keys';

/** Whose keys a list or a revoke reaches: a person's own keys, or one company's. */
export type ApiKeyOwner = { userId: string } | { companyId: string };

/**
 * A person's keys are their personal ones only: a company key they made belongs to the company,
 * and is listed and revoked there by any of its Admins.
 */
export const ownedBy = (owner: ApiKeyOwner) =>
  'companyId' in owner
    ? eq(apiKeys.companyId, owner.companyId)
    : and(eq(apiKeys.userId, owner.userId), isNull(apiKeys.companyId));
