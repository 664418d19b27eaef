import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import {
  roommateExpenseShares,
  roommateExpenses,
  roommateSettlements,
} from '#server/platform/db/schema/roommates';
import type { RoommateBalance } from '#shared/roommates/roommate-schemas';
import { balancesOf, fromCents, type PersonKey } from '#shared/roommates/roommate-balances';
import { type People, personOf } from './present-roommates';

/**
 * Every person's balance in each of the spaces, in cents, from all their expenses and settle-ups
 * (the arithmetic is the shared balancesOf, in whole cents).
 */
export async function readBalances(
  db: Db,
  householdIds: string[],
): Promise<Map<string, Map<PersonKey, number>>> {
  const result = new Map<string, Map<PersonKey, number>>();
  if (householdIds.length === 0) return result;
  const [expenses, shares, settlements] = await Promise.all([
    db
      .select({
        id: roommateExpenses.id,
        householdId: roommateExpenses.householdId,
        paidBy: roommateExpenses.paidBy,
        amount: roommateExpenses.amount,
      })
      .from(roommateExpenses)
      .where(inArray(roommateExpenses.householdId, householdIds)),
    db
      .select({
        expenseId: roommateExpenseShares.expenseId,
        userId: roommateExpenseShares.userId,
        amount: roommateExpenseShares.amount,
      })
      .from(roommateExpenseShares)
      .innerJoin(roommateExpenses, eq(roommateExpenses.id, roommateExpenseShares.expenseId))
      .where(inArray(roommateExpenses.householdId, householdIds)),
    db
      .select({
        householdId: roommateSettlements.householdId,
        from: roommateSettlements.fromUserId,
        to: roommateSettlements.toUserId,
        amount: roommateSettlements.amount,
      })
      .from(roommateSettlements)
      .where(inArray(roommateSettlements.householdId, householdIds)),
  ]);
  const sharesOf = new Map<string, typeof shares>();
  for (const share of shares) {
    const list = sharesOf.get(share.expenseId);
    if (list) list.push(share);
    else sharesOf.set(share.expenseId, [share]);
  }
  for (const householdId of householdIds) {
    result.set(
      householdId,
      balancesOf(
        expenses
          .filter((expense) => expense.householdId === householdId)
          .map((expense) => ({ ...expense, shares: sharesOf.get(expense.id) ?? [] })),
        settlements.filter((settlement) => settlement.householdId === householdId),
      ),
    );
  }
  return result;
}

/**
 * The balances a space shows: every current member (in the order they joined, settled or not), then
 * anyone else the money still names (someone who left, or a deleted account) while it is not zero.
 */
export function presentBalances(
  balances: Map<PersonKey, number>,
  memberIds: string[],
  people: People,
): RoommateBalance[] {
  const others = [...balances].filter(
    ([person, cents]) => cents !== 0 && (person === null || !memberIds.includes(person)),
  );
  return [
    ...memberIds.map((id) => ({ person: personOf(people, id), balance: fromCents(balances.get(id) ?? 0) })),
    ...others.map(([person, cents]) => ({ person: personOf(people, person), balance: fromCents(cents) })),
  ];
}
