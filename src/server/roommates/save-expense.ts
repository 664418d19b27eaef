import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/platform/db/database';
import { roommateExpenseShares, roommateExpenses } from '#server/platform/db/schema/roommates';
import { Rejection } from '#server/platform/lib/rejection';
import { fromCents, splitEqually, toCents } from '#shared/roommates/roommate-balances';
import {
  type expenseInputSchema,
  type expenseUpdateSchema,
  ROOMMATE_MESSAGES,
} from '#shared/roommates/roommate-schemas';
import { findExpense } from './expense-records';
import { peopleNamed, personOf } from './present-roommates';
import { currentMemberIds } from './find-roommate-membership';
import { type Actor, notifyRoommates, type RoommateMailDeps } from './notify-roommates';

type ExpenseInput = z.output<typeof expenseInputSchema>;

const refuse = (message: string) => new Rejection('malformed', 'VALIDATION_FAILED', message);

/**
 * Each person's share of the expense, in cents exactly. Who paid and everyone in the split must be
 * current members. An equal split goes over the members named (every member when none are), the
 * cents left over to the first of them in the order they joined; a custom split's shares add up
 * to the amount.
 */
function sharesOf(input: ExpenseInput, memberIds: string[]): { userId: string; amount: string }[] {
  if (!memberIds.includes(input.paidBy)) throw refuse(ROOMMATE_MESSAGES.member);
  const amount = toCents(input.amount);
  if (input.split === 'custom') {
    const shares = input.shares ?? [];
    if (shares.some((share) => !memberIds.includes(share.userId))) throw refuse(ROOMMATE_MESSAGES.member);
    if (shares.reduce((sum, share) => sum + toCents(share.amount), 0) !== amount)
      throw refuse(ROOMMATE_MESSAGES.sharesTotal);
    return shares;
  }
  const named = input.shareWith ?? memberIds;
  if (named.some((id) => !memberIds.includes(id))) throw refuse(ROOMMATE_MESSAGES.member);
  if (new Set(named).size !== named.length) throw refuse(ROOMMATE_MESSAGES.sharesMembers);
  const people = memberIds.filter((id) => named.includes(id));
  return splitEqually(amount, people).map((share) => ({
    userId: share.userId,
    amount: fromCents(share.cents),
  }));
}

const columnsOf = (input: ExpenseInput) => ({
  description: input.description,
  amount: input.amount,
  paidBy: input.paidBy,
  spentOn: input.spentOn,
  split: input.split,
});

/**
 * Adds an expense with its shares, then emails the other members (docs/product.md §30). Returns its
 * id.
 */
export async function createExpense(
  deps: RoommateMailDeps,
  householdId: string,
  actor: Actor,
  input: ExpenseInput,
): Promise<string> {
  const shares = sharesOf(input, await currentMemberIds(deps.db, householdId));
  const expenseId = await deps.db.transaction(async (tx) => {
    const [expense] = await tx
      .insert(roommateExpenses)
      .values({ householdId, ...columnsOf(input), createdBy: actor.id })
      .returning({ id: roommateExpenses.id });
    if (!expense) throw new Error('The expense was not stored');
    await tx
      .insert(roommateExpenseShares)
      .values(shares.map((share) => ({ expenseId: expense.id, ...share })));
    return expense.id;
  });
  const people = await peopleNamed(deps.db, [input.paidBy]);
  await notifyRoommates(deps, householdId, actor, 'everyone', (recipientId) => ({
    kind: 'expense',
    description: input.description,
    amount: input.amount,
    paidBy: personOf(people, input.paidBy).name,
    yourShare: shares.find((share) => share.userId === recipientId)?.amount ?? null,
  }));
  return expenseId;
}

/**
 * Saves every field and the shares anew, only if the expense is still at the version it was read
 * at (decision 013). The expense is found first, so a missing one is told apart from bad input.
 */
export async function updateExpense(
  db: Db,
  householdId: string,
  expenseId: string,
  { version, ...input }: z.output<typeof expenseUpdateSchema>,
): Promise<'missing' | 'stale' | 'saved'> {
  if (!(await findExpense(db, householdId, expenseId))) return 'missing';
  const shares = sharesOf(input, await currentMemberIds(db, householdId));
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(roommateExpenses)
      .set({ ...columnsOf(input), version: sql`${roommateExpenses.version} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(roommateExpenses.id, expenseId),
          eq(roommateExpenses.householdId, householdId),
          eq(roommateExpenses.version, version),
        ),
      )
      .returning({ id: roommateExpenses.id });
    if (!saved) return 'stale';
    await tx.delete(roommateExpenseShares).where(eq(roommateExpenseShares.expenseId, expenseId));
    await tx.insert(roommateExpenseShares).values(shares.map((share) => ({ expenseId, ...share })));
    return 'saved';
  });
}
