import { inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import type {
  roommateChores,
  roommateExpenses,
  roommateInvitations,
  roommateNotes,
  roommateSettlements,
} from '#server/platform/db/schema/roommates';
import type {
  RoommateChore,
  RoommateExpense,
  RoommateInvitation,
  RoommateNote,
  RoommatePerson,
  RoommateSettlement,
} from '#shared/roommates/roommate-schemas';

/** Whom a deleted account's rows name: their records stay, their name goes. */
export const FORMER_ROOMMATE = 'A former roommate';

/** The names of the people records name, by id. Only names: an address is shown for members alone. */
export type People = Map<string, string>;

export async function peopleNamed(db: Db, ids: (string | null)[]): Promise<People> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name || FORMER_ROOMMATE]));
}

export function personOf(people: People, id: string | null): RoommatePerson {
  return id === null ? { id: null, name: FORMER_ROOMMATE } : { id, name: people.get(id) ?? FORMER_ROOMMATE };
}

type ExpenseRow = typeof roommateExpenses.$inferSelect;
type ShareRow = { userId: string | null; amount: string };

export function presentExpense(people: People, row: ExpenseRow, shares: ShareRow[]): RoommateExpense {
  return {
    id: row.id,
    description: row.description,
    amount: row.amount,
    paidBy: personOf(people, row.paidBy),
    spentOn: row.spentOn,
    split: row.split,
    shares: shares.map((share) => ({ person: personOf(people, share.userId), amount: share.amount })),
    createdBy: personOf(people, row.createdBy),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSettlement(
  people: People,
  row: typeof roommateSettlements.$inferSelect,
): RoommateSettlement {
  return {
    id: row.id,
    from: personOf(people, row.fromUserId),
    to: personOf(people, row.toUserId),
    amount: row.amount,
    settledOn: row.settledOn,
    createdBy: personOf(people, row.createdBy),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentChore(people: People, row: typeof roommateChores.$inferSelect): RoommateChore {
  return {
    id: row.id,
    title: row.title,
    assignee: row.assigneeId === null ? null : personOf(people, row.assigneeId),
    dueDate: row.dueDate,
    doneAt: row.doneAt?.toISOString() ?? null,
    doneBy: row.doneAt === null ? null : personOf(people, row.doneBy),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentNote(
  people: People,
  row: typeof roommateNotes.$inferSelect,
  viewerId: string,
): RoommateNote {
  return {
    id: row.id,
    body: row.body,
    author: personOf(people, row.authorId),
    isYours: row.authorId === viewerId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentInvitation(row: typeof roommateInvitations.$inferSelect): RoommateInvitation {
  return {
    id: row.id,
    email: row.email,
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** One settle-up as members see it, names read. */
export async function presentSettlementRow(db: Db, row: typeof roommateSettlements.$inferSelect) {
  return presentSettlement(await peopleNamed(db, [row.fromUserId, row.toUserId, row.createdBy]), row);
}

/** One chore as members see it, names read. */
export async function presentChoreRow(db: Db, row: typeof roommateChores.$inferSelect) {
  return presentChore(await peopleNamed(db, [row.assigneeId, row.doneBy]), row);
}

/** One note as a member sees it, names read. */
export async function presentNoteRow(db: Db, row: typeof roommateNotes.$inferSelect, viewerId: string) {
  return presentNote(await peopleNamed(db, [row.authorId]), row, viewerId);
}
