import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { roommateInvitations, roommateMembers } from '#server/platform/db/schema/roommates';

/**
 * Cancels a waiting invitation of one of the person's spaces (any member may), so its link opens
 * nothing; false when there is no such invitation among their spaces.
 */
export async function cancelRoommateInvitation(
  db: Db,
  userId: string,
  invitationId: string,
  now: Date,
): Promise<boolean> {
  const cancelled = await db
    .update(roommateInvitations)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(roommateInvitations.id, invitationId),
        inArray(
          roommateInvitations.householdId,
          db
            .select({ householdId: roommateMembers.householdId })
            .from(roommateMembers)
            .where(eq(roommateMembers.userId, userId)),
        ),
        isNull(roommateInvitations.acceptedAt),
        isNull(roommateInvitations.cancelledAt),
      ),
    )
    .returning({ id: roommateInvitations.id });
  return cancelled.length > 0;
}
