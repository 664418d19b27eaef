import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { roommateExpenses } from '#server/platform/db/schema/roommates';

/** Deletes the space's expense with its shares; false when the space has no such expense. */
export async function deleteExpense(db: Db, householdId: string, expenseId: string): Promise<boolean> {
  const deleted = await db
    .delete(roommateExpenses)
    .where(and(eq(roommateExpenses.id, expenseId), eq(roommateExpenses.householdId, householdId)))
    .returning({ id: roommateExpenses.id });
  return deleted.length > 0;
}
