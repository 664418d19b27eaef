import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { properties } from '#server/platform/db/schema/properties';
import {
  roommateHouseholds,
  roommateInvitations,
  roommateMembers,
} from '#server/platform/db/schema/roommates';
import type { Logger } from '#server/platform/lib/logger';
import { Rejection } from '#server/platform/lib/rejection';
import { hashSecretToken, newSecretToken } from '#server/platform/lib/secret-token';
import type { Mailer } from '#server/platform/mail/mailer';
import { roommateInvitationEmail } from '#server/platform/mail/templates';
import { ROOMMATE_INVITATION_DAYS, ROOMMATE_MESSAGES } from '#shared/roommates/roommate-schemas';

/** Each invitation emails an address someone typed: a daily cap per person keeps it from becoming spam. */
export const ROOMMATE_INVITATION_RULE = { limit: 50, windowMs: 24 * 60 * 60 * 1000 };
export const ROOMMATE_INVITATION_LIMIT_MESSAGE =
  'You have sent many roommate invitations today. Please try again tomorrow.';

export type RoommateInvitationDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string; now: Date };
type Inviter = { id: string; name: string; email: string };

export function roommateInvitationUrl(appUrl: string, token: string): string {
  return `${appUrl}/roommate-invitations/${token}`;
}

const conflict = (message: string) => new Rejection('conflict', 'CONFLICT', message);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Household = { id: string; name: string };

/**
 * Invites an address to the space of one of the inviter's homes: the space is made on the first
 * invitation (name and address copied from the property, the inviter its first member) and reused
 * after that while the inviter is still in it. Null when the property is not the inviter's home,
 * or its space is one the inviter left. A refusal rolls back, so it never leaves a space made for
 * nothing.
 */
export async function inviteRoommate(
  deps: RoommateInvitationDeps,
  inviter: Inviter,
  input: { propertyId: string; email: string },
) {
  const [property] = await deps.db
    .select({ id: properties.id, name: properties.name, address: properties.address })
    .from(properties)
    .where(
      and(
        eq(properties.id, input.propertyId),
        eq(properties.userId, inviter.id),
        eq(properties.kind, 'home'),
      ),
    );
  if (!property) return null;
  return sendInvitation(deps, inviter, input.email, async (tx) => {
    const [made] = await tx
      .insert(roommateHouseholds)
      .values({
        propertyId: property.id,
        name: property.name,
        address: property.address,
        createdBy: inviter.id,
      })
      .onConflictDoNothing({ target: roommateHouseholds.propertyId })
      .returning({ id: roommateHouseholds.id });
    if (made) await tx.insert(roommateMembers).values({ householdId: made.id, userId: inviter.id });
    const [household] = await householdsOf(tx, inviter.id).where(
      eq(roommateHouseholds.propertyId, property.id),
    );
    return household ?? null;
  });
}

/** Any member invites someone to a space they are in; null when they are not in it. */
export async function inviteToSpace(
  deps: RoommateInvitationDeps,
  inviter: Inviter,
  householdId: string,
  email: string,
) {
  return sendInvitation(deps, inviter, email, async (tx) => {
    const [household] = await householdsOf(tx, inviter.id).where(eq(roommateHouseholds.id, householdId));
    return household ?? null;
  });
}

function householdsOf(tx: Tx, userId: string) {
  return tx
    .select({ id: roommateHouseholds.id, name: roommateHouseholds.name })
    .from(roommateHouseholds)
    .innerJoin(
      roommateMembers,
      and(eq(roommateMembers.householdId, roommateHouseholds.id), eq(roommateMembers.userId, userId)),
    );
}

/**
 * A new secret link (only its hash is stored), valid for ROOMMATE_INVITATION_DAYS, emailed once the
 * invitation is stored; it stands even when the email cannot go out.
 */
async function sendInvitation(
  deps: RoommateInvitationDeps,
  inviter: Inviter,
  address: string,
  findHousehold: (tx: Tx) => Promise<Household | null>,
) {
  const email = address.toLowerCase();
  if (email === inviter.email.toLowerCase()) throw conflict(ROOMMATE_MESSAGES.ownAddress);
  const token = newSecretToken();
  const stored = await deps.db.transaction(async (tx) => {
    const household = await findHousehold(tx);
    if (!household) return null;
    const [member] = await tx
      .select({ userId: roommateMembers.userId })
      .from(roommateMembers)
      .innerJoin(users, eq(users.id, roommateMembers.userId))
      .where(and(eq(roommateMembers.householdId, household.id), sql`lower(${users.email}) = ${email}`));
    if (member) throw conflict(ROOMMATE_MESSAGES.alreadyMember);
    // An invitation that expired unused makes way for a new one to the same address.
    await tx
      .update(roommateInvitations)
      .set({ cancelledAt: deps.now })
      .where(
        and(
          eq(roommateInvitations.householdId, household.id),
          eq(roommateInvitations.email, email),
          isNull(roommateInvitations.acceptedAt),
          isNull(roommateInvitations.cancelledAt),
          lte(roommateInvitations.expiresAt, deps.now),
        ),
      );
    const [invitation] = await tx
      .insert(roommateInvitations)
      .values({
        householdId: household.id,
        email,
        tokenHash: hashSecretToken(token),
        invitedBy: inviter.id,
        invitedAt: deps.now,
        expiresAt: new Date(deps.now.getTime() + ROOMMATE_INVITATION_DAYS * 24 * 60 * 60 * 1000),
      })
      .onConflictDoNothing()
      .returning();
    // The same address invited twice at once: the second meets the first's invitation.
    if (!invitation) throw conflict(ROOMMATE_MESSAGES.alreadyInvited);
    return { invitation, householdName: household.name };
  });
  if (!stored) return null;
  const message = roommateInvitationEmail(stored.invitation.email, {
    householdName: stored.householdName,
    inviterName: inviter.name,
    url: roommateInvitationUrl(deps.appUrl, token),
    expiresAt: stored.invitation.expiresAt,
  });
  await deps.mailer.send(message).catch((error: unknown) => {
    deps.logger.error({ err: error, invitationId: stored.invitation.id }, 'Roommate invitation email failed');
  });
  return stored.invitation;
}
