import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { companies, companyProperties } from '#server/platform/db/schema/companies';
import { tenancies } from '#server/platform/db/schema/tenancies';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import type { TenancyInvitationPreview } from '#shared/tenancies/tenancy-schemas';

/** The condition of an invitation link that still works: unused, not cancelled, unexpired. */
export function openInvitation(token: string, now: Date) {
  return and(
    eq(tenancies.tokenHash, hashSecretToken(token)),
    isNull(tenancies.acceptedAt),
    isNull(tenancies.endedAt),
    gt(tenancies.expiresAt, now),
  );
}

/** What a tenant invitation offers, while it still works; null otherwise. */
export async function previewTenancyInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<TenancyInvitationPreview | null> {
  const [row] = await db
    .select({
      companyName: companies.name,
      propertyAddress: companyProperties.address,
      invitedBy: users.name,
      email: tenancies.email,
      expiresAt: tenancies.expiresAt,
    })
    .from(tenancies)
    .innerJoin(companies, eq(companies.id, tenancies.companyId))
    .innerJoin(companyProperties, eq(companyProperties.id, tenancies.companyPropertyId))
    .leftJoin(users, eq(users.id, tenancies.invitedBy))
    .where(openInvitation(token, now));
  if (!row) return null;
  return { ...row, invitedBy: row.invitedBy ?? row.companyName, expiresAt: row.expiresAt.toISOString() };
}
