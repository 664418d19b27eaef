import { and, eq } from 'drizzle-orm';
import { companies, companyProperties } from '#server/platform/db/schema/companies';
import { tenancies } from '#server/platform/db/schema/tenancies';
import type { Membership } from '#server/companies/find-membership';
import { type InvitationDeps, invitationWindow } from '#server/companies/invite-member';
import { Rejection } from '#server/platform/lib/rejection';
import { hashSecretToken, newSecretToken } from '#server/platform/lib/secret-token';
import { tenancyInvitationEmail } from '#server/platform/mail/templates';
import { TENANCY_MESSAGES } from '#shared/tenancies/tenancy-schemas';

export function tenancyInvitationUrl(appUrl: string, token: string): string {
  return `${appUrl}/tenant-invitations/${token}`;
}

/**
 * Invites a tenant to one of the company's properties: a link that works once, for the invited
 * address, for a week. Null when the property is not the company's. The link stands even when the
 * email cannot go out.
 */
export async function inviteTenant(
  deps: InvitationDeps,
  membership: Membership,
  inviter: { id: string; name: string },
  input: { email: string; companyPropertyId: string },
) {
  const [property] = await deps.db
    .select({ address: companyProperties.address, companyName: companies.name })
    .from(companyProperties)
    .innerJoin(companies, eq(companies.id, companyProperties.companyId))
    .where(
      and(
        eq(companyProperties.id, input.companyPropertyId),
        eq(companyProperties.companyId, membership.companyId),
      ),
    );
  if (!property) return null;
  const token = newSecretToken();
  const [tenancy] = await deps.db
    .insert(tenancies)
    .values({
      companyId: membership.companyId,
      companyPropertyId: input.companyPropertyId,
      email: input.email.toLowerCase(),
      tokenHash: hashSecretToken(token),
      invitedBy: inviter.id,
      ...invitationWindow(deps.now),
    })
    .onConflictDoNothing()
    .returning();
  if (!tenancy) throw new Rejection('conflict', 'CONFLICT', TENANCY_MESSAGES.alreadyInvited);
  const message = tenancyInvitationEmail(tenancy.email, {
    companyName: property.companyName,
    inviterName: inviter.name,
    propertyAddress: property.address,
    url: tenancyInvitationUrl(deps.appUrl, token),
    expiresAt: tenancy.expiresAt,
  });
  await deps.mailer.send(message).catch((error: unknown) => {
    deps.logger.error({ err: error, tenancyId: tenancy.id }, 'Tenant invitation email failed');
  });
  return tenancy;
}
