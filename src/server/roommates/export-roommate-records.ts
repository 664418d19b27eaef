import { asc, eq, inArray, or } from 'drizzle-orm';
import type { RecordKindExport } from '#server/platform/db/export-record-kind';
import { users } from '#server/platform/db/schema/auth';
import {
  roommateChores,
  roommateExpenseShares,
  roommateExpenses,
  roommateHouseholds,
  roommateMembers,
  roommateNotes,
  roommateSettlements,
} from '#server/platform/db/schema/roommates';

const ID = "the record's id";
const SPACE = 'the roommate space it belongs to';
const PERSON = "a roommate's user id (yours, or the roommate's; null for a deleted account)";

/**
 * The Roommate Hub's part of Export my data (docs/product.md §30): the spaces the person is in, and
 * the expenses, settle-ups, chores and notes that are theirs (made, paid, given to or written by
 * them). Other members appear by user id and name only, never by email address.
 */
export const ROOMMATE_RECORD_KINDS: RecordKindExport[] = [
  {
    kind: 'roommate-spaces',
    about: 'The roommate spaces you belong to, with their members by name (not their email addresses).',
    fields: {
      id: ID,
      name: 'the name of the space (from the property it was made from)',
      address: 'its address',
      createdAt: 'when it was made',
      joinedAt: 'when you joined it',
      members: 'its members now: userId and name',
    },
    async load(db, userId) {
      const spaces = await db
        .select({
          id: roommateHouseholds.id,
          name: roommateHouseholds.name,
          address: roommateHouseholds.address,
          createdAt: roommateHouseholds.createdAt,
          joinedAt: roommateMembers.joinedAt,
        })
        .from(roommateMembers)
        .innerJoin(roommateHouseholds, eq(roommateHouseholds.id, roommateMembers.householdId))
        .where(eq(roommateMembers.userId, userId))
        .orderBy(asc(roommateMembers.joinedAt));
      if (spaces.length === 0) return [];
      const members = await db
        .select({ householdId: roommateMembers.householdId, userId: users.id, name: users.name })
        .from(roommateMembers)
        .innerJoin(users, eq(users.id, roommateMembers.userId))
        .where(
          inArray(
            roommateMembers.householdId,
            spaces.map((space) => space.id),
          ),
        )
        .orderBy(asc(roommateMembers.joinedAt), asc(roommateMembers.userId));
      return spaces.map((space) => ({
        ...space,
        members: members
          .filter((member) => member.householdId === space.id)
          .map((member) => ({ userId: member.userId, name: member.name })),
      }));
    },
  },
  {
    kind: 'roommate-expenses',
    about: 'Shared expenses you added or paid, with every share of each.',
    fields: {
      id: ID,
      householdId: SPACE,
      description: 'what it was for',
      amount: 'the amount',
      paidBy: `who paid: ${PERSON}`,
      spentOn: 'the day it was spent',
      split: 'equal or custom',
      shares: 'each share: userId and amount (they add up to the amount)',
      createdBy: `who added it: ${PERSON}`,
      version: 'its version, raised by every change',
      createdAt: 'when it was added',
      updatedAt: 'when it was last changed',
    },
    async load(db, userId) {
      const expenses = await db
        .select({
          id: roommateExpenses.id,
          householdId: roommateExpenses.householdId,
          description: roommateExpenses.description,
          amount: roommateExpenses.amount,
          paidBy: roommateExpenses.paidBy,
          spentOn: roommateExpenses.spentOn,
          split: roommateExpenses.split,
          createdBy: roommateExpenses.createdBy,
          version: roommateExpenses.version,
          createdAt: roommateExpenses.createdAt,
          updatedAt: roommateExpenses.updatedAt,
        })
        .from(roommateExpenses)
        .where(or(eq(roommateExpenses.createdBy, userId), eq(roommateExpenses.paidBy, userId)))
        .orderBy(asc(roommateExpenses.createdAt), asc(roommateExpenses.id));
      if (expenses.length === 0) return [];
      const shares = await db
        .select({
          expenseId: roommateExpenseShares.expenseId,
          userId: roommateExpenseShares.userId,
          amount: roommateExpenseShares.amount,
        })
        .from(roommateExpenseShares)
        .where(
          inArray(
            roommateExpenseShares.expenseId,
            expenses.map((expense) => expense.id),
          ),
        );
      return expenses.map((expense) => ({
        ...expense,
        shares: shares
          .filter((share) => share.expenseId === expense.id)
          .map((share) => ({ userId: share.userId, amount: share.amount })),
      }));
    },
  },
  {
    kind: 'roommate-settlements',
    about: 'Settle-ups you recorded or paid.',
    fields: {
      id: ID,
      householdId: SPACE,
      fromUserId: `who paid: ${PERSON}`,
      toUserId: `who was paid: ${PERSON}`,
      amount: 'the amount',
      settledOn: 'the day it was paid',
      createdBy: `who recorded it: ${PERSON}`,
      createdAt: 'when it was recorded',
    },
    load: (db, userId) =>
      db
        .select()
        .from(roommateSettlements)
        .where(or(eq(roommateSettlements.createdBy, userId), eq(roommateSettlements.fromUserId, userId)))
        .orderBy(asc(roommateSettlements.createdAt), asc(roommateSettlements.id)),
  },
  {
    kind: 'roommate-chores',
    about: 'Chores you added or were given.',
    fields: {
      id: ID,
      householdId: SPACE,
      title: 'the chore',
      assigneeId: `whom it is given to: ${PERSON}`,
      dueDate: 'when it is due',
      doneAt: 'when it was ticked done',
      doneBy: `who ticked it: ${PERSON}`,
      createdBy: `who added it: ${PERSON}`,
      version: 'its version, raised by every change',
      createdAt: 'when it was added',
      updatedAt: 'when it was last changed',
    },
    load: (db, userId) =>
      db
        .select()
        .from(roommateChores)
        .where(or(eq(roommateChores.createdBy, userId), eq(roommateChores.assigneeId, userId)))
        .orderBy(asc(roommateChores.createdAt), asc(roommateChores.id)),
  },
  {
    kind: 'roommate-notes',
    about: 'Notes you wrote in a roommate space.',
    fields: {
      id: ID,
      householdId: SPACE,
      authorId: 'your user id',
      body: 'the note',
      version: 'its version, raised by every change',
      createdAt: 'when it was written',
      updatedAt: 'when it was last changed',
    },
    load: (db, userId) =>
      db
        .select()
        .from(roommateNotes)
        .where(eq(roommateNotes.authorId, userId))
        .orderBy(asc(roommateNotes.createdAt), asc(roommateNotes.id)),
  },
];
