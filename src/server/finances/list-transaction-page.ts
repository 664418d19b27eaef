import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { type Cursor, pageOf } from '#server/platform/lib/cursor';
import { selectTransactions } from './transaction-query';

const { dueDate, id, userId: owner } = financialTransactions;

/** A due date carried in a cursor's time: midnight UTC of that day, and back. */
const dayAsTime = (day: string) => new Date(`${day}T00:00:00.000Z`);
const timeAsDay = (time: Date) => time.toISOString().slice(0, 10);

/**
 * One page of the transactions in the table's order, by due date, newest first (docs/product.md
 * §9.1), keyed by (due date, id): unlike the app's numbered pages, a page never repeats or skips a
 * transaction when others are added meanwhile, and a deep page costs what the first does.
 */
export async function listTransactionPage(db: Db, userId: string, page: { cursor?: Cursor; limit: number }) {
  const after = page.cursor && { day: timeAsDay(page.cursor.at), id: page.cursor.id };
  const rows = await selectTransactions(db)
    .where(
      and(
        eq(owner, userId),
        after ? or(lt(dueDate, after.day), and(eq(dueDate, after.day), lt(id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(dueDate), desc(id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, ({ transaction }) => ({
    at: dayAsTime(transaction.dueDate),
    id: transaction.id,
  }));
}
