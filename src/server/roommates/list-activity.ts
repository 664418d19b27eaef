import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { roommateExpenses, roommateSettlements } from '#server/platform/db/schema/roommates';
import { type Cursor, pageOf } from '#server/platform/lib/cursor';
import type { RoommateActivityPage } from '#shared/roommates/roommate-responses';
import { presentExpenses } from './expense-records';
import { peopleNamed, presentSettlement } from './present-roommates';

type Entry =
  | { kind: 'expense'; day: string; row: typeof roommateExpenses.$inferSelect }
  | { kind: 'settlement'; day: string; row: typeof roommateSettlements.$inferSelect };

/** The day a cursor points at (decodeCursor admits only years a date column holds). */
const dayOf = (cursor: Cursor) => cursor.at.toISOString().slice(0, 10);

/** Newest day first, then by id: the order of both tables' indexes, so one key pages them together. */
const newerFirst = (a: Entry, b: Entry) =>
  a.day === b.day ? (a.row.id < b.row.id ? 1 : -1) : a.day < b.day ? 1 : -1;

/**
 * The space's expenses and settle-ups together, newest first (the day spent or paid, then id), a
 * page at a time. Each table gives its first `limit + 1` after the cursor; the merged first
 * `limit + 1` of those are the page and the sign of a next one.
 */
export async function listActivity(
  db: Db,
  householdId: string,
  page: { cursor?: Cursor; limit: number },
): Promise<RoommateActivityPage> {
  const day = page.cursor && dayOf(page.cursor);
  const [expenses, settlements] = await Promise.all([
    db
      .select()
      .from(roommateExpenses)
      .where(
        and(
          eq(roommateExpenses.householdId, householdId),
          page.cursor && day
            ? or(
                lt(roommateExpenses.spentOn, day),
                and(eq(roommateExpenses.spentOn, day), lt(roommateExpenses.id, page.cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(roommateExpenses.spentOn), desc(roommateExpenses.id))
      .limit(page.limit + 1),
    db
      .select()
      .from(roommateSettlements)
      .where(
        and(
          eq(roommateSettlements.householdId, householdId),
          page.cursor && day
            ? or(
                lt(roommateSettlements.settledOn, day),
                and(eq(roommateSettlements.settledOn, day), lt(roommateSettlements.id, page.cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(roommateSettlements.settledOn), desc(roommateSettlements.id))
      .limit(page.limit + 1),
  ]);
  const entries: Entry[] = [
    ...expenses.map((row) => ({ kind: 'expense' as const, day: row.spentOn, row })),
    ...settlements.map((row) => ({ kind: 'settlement' as const, day: row.settledOn, row })),
  ].sort(newerFirst);
  const paged = pageOf(entries.slice(0, page.limit + 1), page.limit, (entry) => ({
    at: new Date(`${entry.day}T00:00:00Z`),
    id: entry.row.id,
  }));
  const presented = new Map(
    (
      await presentExpenses(
        db,
        paged.items.flatMap((entry) => (entry.kind === 'expense' ? [entry.row] : [])),
      )
    ).map((expense) => [expense.id, expense]),
  );
  const people = await peopleNamed(
    db,
    paged.items.flatMap((entry) =>
      entry.kind === 'settlement' ? [entry.row.fromUserId, entry.row.toUserId, entry.row.createdBy] : [],
    ),
  );
  return {
    items: paged.items.flatMap((entry): RoommateActivityPage['items'] => {
      if (entry.kind === 'settlement')
        return [{ kind: 'settlement' as const, settlement: presentSettlement(people, entry.row) }];
      const expense = presented.get(entry.row.id);
      return expense ? [{ kind: 'expense' as const, expense }] : [];
    }),
    nextCursor: paged.nextCursor,
  };
}
