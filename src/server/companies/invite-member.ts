import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { companies, companyInvitations, companyMembers } from '#server/platform/db/schema/companies';
import type { Logger } from '#server/platform/lib/logger';
import { Rejection } from '#server/platform/lib/rejection';
import { hashSecretToken, newSecretToken } from '#server/platform/lib/secret-token';
import type { Mailer } from '#server/platform/mail/mailer';
import { companyInvitationEmail } from '#server/platform/mail/templates';
import { COMPANY_MESSAGES, INVITATION_DAYS, type TeamRole } from '#shared/companies/company-schemas';
import type { Membership } from './find-membership';

/** Each invitation emails an address an Admin typed: a daily cap per company keeps it from becoming spam. */
export const INVITATION_EMAIL_RULE = { limit: 50, windowMs: 24 * 60 * 60 * 1000 };
export const INVITATION_LIMIT_MESSAGE =
  'Your company has sent many invitations today. Please try again tomorrow.';

export type InvitationDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string; now: Date };
type Inviter = { id: string; name: string };

export function invitationUrl(appUrl: string, token: string): string {
  return `${appUrl}/invitations/${token}`;
}

/**
 * Invites an address to the Admin's company: a new secret link (only its hash is stored), valid
 * for INVITATION_DAYS, emailed to the invitee. The invitee joins the team only when they accept.
 */
export async function inviteMember(
  deps: InvitationDeps,
  membership: Membership,
  inviter: Inviter,
  input: { email: string; role: TeamRole },
) {
  const email = input.email.toLowerCase();
  const [member] = await deps.db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, membership.companyId), sql`lower(${users.email}) = ${email}`));
  if (member) throw new Rejection('conflict', 'CONFLICT', COMPANY_MESSAGES.alreadyMember);
  const [pending] = await deps.db
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, membership.companyId),
        eq(companyInvitations.email, email),
        isNull(companyInvitations.acceptedAt),
      ),
    );
  if (pending) throw new Rejection('conflict', 'CONFLICT', COMPANY_MESSAGES.alreadyInvited);
  const token = newSecretToken();
  const [invitation] = await deps.db
    .insert(companyInvitations)
    .values({
      companyId: membership.companyId,
      email,
      role: input.role,
      tokenHash: hashSecretToken(token),
      invitedBy: inviter.id,
      ...invitationWindow(deps.now),
    })
    .onConflictDoNothing()
    .returning();
  // Two Admins inviting the same address at once: the second meets the first's invitation.
  if (!invitation) throw new Rejection('conflict', 'CONFLICT', COMPANY_MESSAGES.alreadyInvited);
  const emailSent = await mailInvitation(deps, invitation, inviter.name, token);
  return { invitation, emailSent };
}

export function invitationWindow(now: Date) {
  return { invitedAt: now, expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000) };
}

/** The email with the link; the invitation stands even when it cannot go out (`false`). */
export async function mailInvitation(
  deps: InvitationDeps,
  invitation: typeof companyInvitations.$inferSelect,
  inviterName: string,
  token: string,
): Promise<boolean> {
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  const message = companyInvitationEmail(invitation.email, {
    companyName: company?.name ?? 'a company',
    inviterName,
    role: invitation.role,
    url: invitationUrl(deps.appUrl, token),
    expiresAt: invitation.expiresAt,
  });
  return deps.mailer
    .send(message)
    .then(() => true)
    .catch((error: unknown) => {
      deps.logger.error({ err: error, invitationId: invitation.id }, 'Invitation email failed');
      return false;
    });
}
