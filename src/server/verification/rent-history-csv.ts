import { desc, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { financialTransactions } from '#server/platform/db/schema/finances';

/** Years of monthly rent fit well within this. */
const RENT_HISTORY_LIMIT = 5000;

/**
 * The tenant's rent payments as CSV (RFC 4180), newest first: the "downloadable rent history".
 * `rentRows` is the share link's scope of them (`ShareScope.rentHistory`), never the owner alone.
 */
export async function renderRentHistoryCsv(db: Db, rentRows: SQL): Promise<string> {
  const rows = await db
    .select()
    .from(financialTransactions)
    .where(rentRows)
    .orderBy(desc(financialTransactions.dueDate), desc(financialTransactions.createdAt))
    .limit(RENT_HISTORY_LIMIT);
  const lines = [
    ['Due date', 'Amount', 'Status', 'Paid date', 'On time', 'Description'],
    ...rows.map((t) => [
      t.dueDate,
      t.amount,
      t.status,
      t.paidDate ?? '',
      t.paidDate ? (t.paidDate <= t.dueDate ? 'Yes' : 'No') : '',
      t.description,
    ]),
  ];
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
