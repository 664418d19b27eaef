import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companyMembers } from '#server/platform/db/schema/companies';
import { properties } from '#server/platform/db/schema/properties';
import { tenancies } from '#server/platform/db/schema/tenancies';
import { Rejection } from '#server/platform/lib/rejection';
import { TENANCY_MESSAGES } from '#shared/tenancies/tenancy-schemas';
import { openInvitation } from './preview-tenancy-invitation';

/**
 * Links the tenant's account, and the one of their own properties they chose, to the company's
 * property. The link works once: the statement that marks it accepted is the one that checks it
 * was not. A refusal (another account's address, the tenant's own company) rolls back, so the
 * right person can still accept. Null when the chosen property is not the tenant's.
 */
export async function acceptTenancy(
  db: Db,
  tenant: { id: string; email: string },
  token: string,
  propertyId: string,
  now: Date,
) {
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    // A tenancy is of a home, never of a Travel Mode stay (docs/product.md §29).
    .where(and(eq(properties.id, propertyId), eq(properties.userId, tenant.id), eq(properties.kind, 'home')));
  if (!property) return null;
  return db.transaction(async (tx) => {
    const [tenancy] = await tx
      .update(tenancies)
      .set({ acceptedAt: now, tenantId: tenant.id, tenantPropertyId: property.id })
      .where(openInvitation(token, now))
      .returning();
    if (!tenancy) throw new Rejection('not-found', 'INVITATION_INVALID', TENANCY_MESSAGES.invitationInvalid);
    if (tenancy.email !== tenant.email.toLowerCase()) {
      throw new Rejection('forbidden', 'FORBIDDEN', TENANCY_MESSAGES.wrongAccount);
    }
    const [member] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, tenant.id), eq(companyMembers.companyId, tenancy.companyId)));
    if (member) throw new Rejection('conflict', 'CONFLICT', TENANCY_MESSAGES.ownCompany);
    return tenancy;
  });
}
