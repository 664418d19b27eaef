import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { selectTransactions } from './transaction-query';

/** One page of the table, by due date, newest first (docs/product.md §9.1), with the total for the pager. */
export async function listTransactions(db: Db, userId: string, page: { page: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    selectTransactions(db)
      .where(eq(financialTransactions.userId, userId))
      .orderBy(
        desc(financialTransactions.dueDate),
        desc(financialTransactions.createdAt),
        desc(financialTransactions.id),
      )
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ value: count() }).from(financialTransactions).where(eq(financialTransactions.userId, userId)),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}
