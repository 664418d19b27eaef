import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { roommateHouseholds, roommateMembers } from '#server/platform/db/schema/roommates';
import type { RoommateHouseholdSummary } from '#shared/roommates/roommate-schemas';
import { fromCents } from '#shared/roommates/roommate-balances';
import { readBalances } from './read-balances';

/** The spaces the person belongs to, the one they joined first first, each with their balance there. */
export async function listHouseholds(db: Db, userId: string): Promise<RoommateHouseholdSummary[]> {
  const rows = await db
    .select({
      id: roommateHouseholds.id,
      name: roommateHouseholds.name,
      address: roommateHouseholds.address,
      joinedAt: roommateMembers.joinedAt,
    })
    .from(roommateMembers)
    .innerJoin(roommateHouseholds, eq(roommateHouseholds.id, roommateMembers.householdId))
    .where(eq(roommateMembers.userId, userId))
    .orderBy(roommateMembers.joinedAt, roommateHouseholds.id);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [counts, balances] = await Promise.all([
    db
      .select({ householdId: roommateMembers.householdId, members: count() })
      .from(roommateMembers)
      .where(inArray(roommateMembers.householdId, ids))
      .groupBy(roommateMembers.householdId),
    readBalances(db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    memberCount: counts.find((one) => one.householdId === row.id)?.members ?? 0,
    yourBalance: fromCents(balances.get(row.id)?.get(userId) ?? 0),
  }));
}
