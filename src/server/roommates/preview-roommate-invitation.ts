import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { roommateHouseholds, roommateInvitations } from '#server/platform/db/schema/roommates';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import type { RoommateInvitationPreview } from '#shared/roommates/roommate-responses';
import { FORMER_ROOMMATE } from './present-roommates';

/** The condition of an invitation link that still works: unused, not cancelled, unexpired. */
export function openRoommateInvitation(token: string, now: Date) {
  return and(
    eq(roommateInvitations.tokenHash, hashSecretToken(token)),
    isNull(roommateInvitations.acceptedAt),
    isNull(roommateInvitations.cancelledAt),
    gt(roommateInvitations.expiresAt, now),
  );
}

/** What a roommate invitation offers, while it still works; null otherwise. */
export async function previewRoommateInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<RoommateInvitationPreview | null> {
  const [row] = await db
    .select({
      householdName: roommateHouseholds.name,
      invitedBy: users.name,
      email: roommateInvitations.email,
      expiresAt: roommateInvitations.expiresAt,
    })
    .from(roommateInvitations)
    .innerJoin(roommateHouseholds, eq(roommateHouseholds.id, roommateInvitations.householdId))
    .leftJoin(users, eq(users.id, roommateInvitations.invitedBy))
    .where(openRoommateInvitation(token, now));
  if (!row) return null;
  return {
    householdName: row.householdName,
    invitedBy: row.invitedBy || FORMER_ROOMMATE,
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
  };
}
