import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import {
  roommateChores,
  roommateHouseholds,
  roommateInvitations,
  roommateMembers,
  roommateNotes,
} from '#server/platform/db/schema/roommates';
import type { RoommateSpace } from '#shared/roommates/roommate-responses';
import { peopleNamed, presentChore, presentInvitation, presentNote } from './present-roommates';
import { presentBalances, readBalances } from './read-balances';

/**
 * One space as a member sees it: its members (name and address: the people they share it with),
 * the invitations still waiting, everyone's balance, the chores (open ones first, soonest due
 * first) and the notes (newest first). Null when the space is gone.
 */
export async function getRoommateSpace(
  db: Db,
  householdId: string,
  viewerId: string,
  now: Date,
): Promise<RoommateSpace | null> {
  const [household] = await db
    .select()
    .from(roommateHouseholds)
    .where(eq(roommateHouseholds.id, householdId));
  if (!household) return null;
  const [members, invitations, chores, notes, balances] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        joinedAt: roommateMembers.joinedAt,
      })
      .from(roommateMembers)
      .innerJoin(users, eq(users.id, roommateMembers.userId))
      .where(eq(roommateMembers.householdId, householdId))
      .orderBy(asc(roommateMembers.joinedAt), asc(roommateMembers.userId)),
    db
      .select()
      .from(roommateInvitations)
      .where(
        and(
          eq(roommateInvitations.householdId, householdId),
          isNull(roommateInvitations.acceptedAt),
          isNull(roommateInvitations.cancelledAt),
          gt(roommateInvitations.expiresAt, now),
        ),
      )
      .orderBy(asc(roommateInvitations.invitedAt), asc(roommateInvitations.id)),
    db
      .select()
      .from(roommateChores)
      .where(eq(roommateChores.householdId, householdId))
      .orderBy(
        sql`${roommateChores.doneAt} is not null`,
        sql`${roommateChores.dueDate} asc nulls last`,
        desc(roommateChores.createdAt),
        desc(roommateChores.id),
      ),
    db
      .select()
      .from(roommateNotes)
      .where(eq(roommateNotes.householdId, householdId))
      .orderBy(desc(roommateNotes.createdAt), desc(roommateNotes.id)),
    readBalances(db, [householdId]),
  ]);
  const spaceBalances = balances.get(householdId) ?? new Map();
  const memberIds = members.map((member) => member.id);
  const people = await peopleNamed(db, [
    ...memberIds,
    ...spaceBalances.keys(),
    ...chores.flatMap((chore) => [chore.assigneeId, chore.doneBy]),
    ...notes.map((note) => note.authorId),
  ]);
  return {
    household: {
      id: household.id,
      name: household.name,
      address: household.address,
      createdAt: household.createdAt.toISOString(),
    },
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      joinedAt: member.joinedAt.toISOString(),
      isYou: member.id === viewerId,
    })),
    invitations: invitations.map(presentInvitation),
    balances: presentBalances(spaceBalances, memberIds, people),
    chores: chores.map((chore) => presentChore(people, chore)),
    notes: notes.map((note) => presentNote(people, note, viewerId)),
  };
}
