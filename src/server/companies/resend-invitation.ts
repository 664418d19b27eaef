import { and, eq, isNull } from 'drizzle-orm';
import { companyInvitations } from '#server/platform/db/schema/companies';
import { hashSecretToken, newSecretToken } from '#server/platform/lib/secret-token';
import type { Membership } from './find-membership';
import { type InvitationDeps, invitationWindow, mailInvitation } from './invite-member';

/**
 * A new link for a pending invitation, valid for a new week and emailed again. The old link stops
 * working: only the new token's hash is kept. Null when the company has no such pending invitation.
 */
export async function resendInvitation(
  deps: InvitationDeps,
  membership: Membership,
  inviter: { id: string; name: string },
  invitationId: string,
) {
  const token = newSecretToken();
  const [invitation] = await deps.db
    .update(companyInvitations)
    .set({ tokenHash: hashSecretToken(token), invitedBy: inviter.id, ...invitationWindow(deps.now) })
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        eq(companyInvitations.companyId, membership.companyId),
        isNull(companyInvitations.acceptedAt),
      ),
    )
    .returning();
  if (!invitation) return null;
  const emailSent = await mailInvitation(deps, invitation, inviter.name, token);
  return { invitation, emailSent };
}
