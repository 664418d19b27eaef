import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import {
  roommateExpenseShares,
  roommateExpenses,
  roommateMembers,
} from '#server/platform/db/schema/roommates';
import type { RoommateExpense } from '#shared/roommates/roommate-schemas';
import { peopleNamed, presentExpense } from './present-roommates';

type ExpenseRow = typeof roommateExpenses.$inferSelect;

/** The space's expense, or null (missing and another space's look the same). */
export async function findExpense(db: Db, householdId: string, expenseId: string) {
  const [row] = await db
    .select()
    .from(roommateExpenses)
    .where(and(eq(roommateExpenses.id, expenseId), eq(roommateExpenses.householdId, householdId)));
  return row ?? null;
}

/**
 * Expenses as members see them, each with its shares in the order the members joined (those who
 * left, then deleted accounts, last).
 */
export async function presentExpenses(db: Db, rows: ExpenseRow[]): Promise<RoommateExpense[]> {
  if (rows.length === 0) return [];
  const shares = await db
    .select({
      expenseId: roommateExpenseShares.expenseId,
      userId: roommateExpenseShares.userId,
      amount: roommateExpenseShares.amount,
    })
    .from(roommateExpenseShares)
    .innerJoin(roommateExpenses, eq(roommateExpenses.id, roommateExpenseShares.expenseId))
    .leftJoin(
      roommateMembers,
      and(
        eq(roommateMembers.householdId, roommateExpenses.householdId),
        eq(roommateMembers.userId, roommateExpenseShares.userId),
      ),
    )
    .where(
      inArray(
        roommateExpenseShares.expenseId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(
      sql`${roommateMembers.joinedAt} asc nulls last`,
      sql`${roommateExpenseShares.userId} asc nulls last`,
      asc(roommateExpenseShares.id),
    );
  const people = await peopleNamed(db, [
    ...rows.flatMap((row) => [row.paidBy, row.createdBy]),
    ...shares.map((share) => share.userId),
  ]);
  return rows.map((row) =>
    presentExpense(
      people,
      row,
      shares.filter((share) => share.expenseId === row.id),
    ),
  );
}

export async function presentExpenseById(db: Db, householdId: string, expenseId: string) {
  const row = await findExpense(db, householdId, expenseId);
  if (!row) return null;
  const [expense] = await presentExpenses(db, [row]);
  return expense ?? null;
}
