import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { companies, companyInvitations, companyMembers } from '#server/db/schema/companies';
import { Rejection } from '#server/lib/rejection';
import { hashSecretToken } from '#server/lib/secret-token';
import { COMPANY_MESSAGES } from '#shared/companies/company-schemas';
import type { Membership } from './find-membership';

const invalid = () => new Rejection('not-found', 'INVITATION_INVALID', COMPANY_MESSAGES.invitationInvalid);

/**
 * Joins the invitation's company with its role. The link works once: the statement that marks it
 * accepted is the one that checks it was not, so of ten simultaneous acceptances one wins. It must
 * be accepted by the account of the invited address. Someone who is alone in a company of their
 * own (the one Company Settings made on a first visit) leaves it for the new one.
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string },
  token: string,
  now: Date,
): Promise<Membership> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(companyInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(companyInvitations.tokenHash, hashSecretToken(token)),
          isNull(companyInvitations.acceptedAt),
          gt(companyInvitations.expiresAt, now),
        ),
      )
      .returning();
    if (!invitation) throw invalid();
    if (invitation.email !== user.email.toLowerCase()) {
      throw new Rejection('forbidden', 'FORBIDDEN', COMPANY_MESSAGES.wrongAccount);
    }
    const [current] = await tx.select().from(companyMembers).where(eq(companyMembers.userId, user.id));
    if (current?.companyId === invitation.companyId) {
      return { memberId: current.id, companyId: current.companyId, role: current.role };
    }
    if (current) {
      const [others] = await tx
        .select({ n: count() })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, current.companyId), ne(companyMembers.userId, user.id)));
      if ((others?.n ?? 0) > 0) throw new Rejection('conflict', 'CONFLICT', COMPANY_MESSAGES.otherCompany);
      await tx.delete(companies).where(eq(companies.id, current.companyId));
    }
    const [member] = await tx
      .insert(companyMembers)
      .values({ companyId: invitation.companyId, userId: user.id, role: invitation.role, joinedAt: now })
      .returning({
        memberId: companyMembers.id,
        companyId: companyMembers.companyId,
        role: companyMembers.role,
      });
    if (!member) throw new Error('The company member was not stored');
    return member;
  });
}
