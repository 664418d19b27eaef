import type { Db } from '#server/platform/db/database';
import { roommateInvitations, roommateMembers } from '#server/platform/db/schema/roommates';
import { Rejection } from '#server/platform/lib/rejection';
import { ROOMMATE_MESSAGES } from '#shared/roommates/roommate-schemas';
import { openRoommateInvitation } from './preview-roommate-invitation';

/**
 * Joins the invitation's space. The link works once: the statement that marks it accepted is the
 * one that checks it was not, so of ten simultaneous acceptances one wins. It must be accepted by
 * the account of the invited address; a refusal rolls back, so the right person can still accept.
 * Returns the space's id.
 */
export async function acceptRoommateInvitation(
  db: Db,
  user: { id: string; email: string },
  token: string,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(roommateInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(openRoommateInvitation(token, now))
      .returning({ householdId: roommateInvitations.householdId, email: roommateInvitations.email });
    if (!invitation)
      throw new Rejection('not-found', 'INVITATION_INVALID', ROOMMATE_MESSAGES.invitationInvalid);
    if (invitation.email !== user.email.toLowerCase())
      throw new Rejection('forbidden', 'FORBIDDEN', ROOMMATE_MESSAGES.wrongAccount);
    // Someone already in the space (through another invitation) simply stays a member.
    await tx
      .insert(roommateMembers)
      .values({ householdId: invitation.householdId, userId: user.id })
      .onConflictDoNothing();
    return invitation.householdId;
  });
}
