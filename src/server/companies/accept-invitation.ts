import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companies, companyInvitations, companyMembers } from '#server/platform/db/schema/companies';
import { Rejection } from '#server/platform/lib/rejection';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import { COMPANY_MESSAGES } from '#shared/companies/company-schemas';
import {
  type AcceptInvitationInput,
  type CompanyHoldingsDetails,
  holdsRecords,
  holdsRecordsMessage,
} from '#shared/companies/leaving-company';
import { closeCompany, countCompanyHoldings } from './close-company';
import type { Membership } from './find-membership';

const invalid = () => new Rejection('not-found', 'INVITATION_INVALID', COMPANY_MESSAGES.invitationInvalid);

/**
 * Joins the invitation's company with its role. The link works once: the statement that marks it
 * accepted is the one that checks it was not, so of ten simultaneous acceptances one wins. It must
 * be accepted by the account of the invited address. Someone who is alone in a company of their
 * own leaves it for the new one; when that company holds records, only if they named it in
 * `leaveCompany`, and it is then closed rather than erased (`closeCompany`). Every refusal rolls
 * the whole transaction back, so the link still works once the person has decided.
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string },
  token: string,
  input: AcceptInvitationInput,
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
    if (current) await leaveOwnCompany(tx, user.id, current.companyId, input, now);
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

async function leaveOwnCompany(
  tx: Db,
  userId: string,
  companyId: string,
  input: AcceptInvitationInput,
  now: Date,
): Promise<void> {
  // Locked as change-member locks it, so no role change or removal runs between count and close.
  const [company] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) throw new Error('The company of a member was not found');
  const [others] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), ne(companyMembers.userId, userId)));
  if ((others?.n ?? 0) > 0) throw new Rejection('conflict', 'CONFLICT', COMPANY_MESSAGES.otherCompany);
  const holdings = await countCompanyHoldings(tx, companyId);
  if (holdsRecords(holdings) && input.leaveCompany !== companyId) {
    const details: CompanyHoldingsDetails = { companyId, companyName: company.name, ...holdings };
    throw new Rejection('conflict', 'COMPANY_HAS_RECORDS', holdsRecordsMessage(details), details);
  }
  await closeCompany(tx, companyId, now);
}
