import { and, eq, sql } from 'drizzle-orm';
import type { TransactionStatus, TransactionValues } from '#shared/finances/finance-schemas';
import type { Db } from '#server/platform/db/database';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { ownedTransaction } from './transaction-query';

type Input = TransactionValues;

const nextVersion = sql`${financialTransactions.version} + 1`;

/**
 * Paid means paid on the day the renter gave (the schema requires one); any other status has no
 * paid date. Never today by default: a late-recorded payment stamped today reads as paid late.
 */
export function paidDateFor(status: TransactionStatus, paidDate: string | null | undefined) {
  return status === 'Paid' ? (paidDate ?? null) : null;
}

const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * The latest calendar day anywhere on Earth (UTC+14) at `now`: a paid date after it is surely in
 * the future, while a renter east of the server, whose today is already tomorrow in UTC, is not
 * refused their own today.
 */
export function latestToday(now: Date) {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

function values(input: Input) {
  return {
    transactionType: input.transactionType,
    description: input.description,
    amount: input.amount,
    dueDate: input.dueDate,
    status: input.status,
    paidDate: paidDateFor(input.status, input.paidDate),
    propertyId: input.propertyId ?? null,
    receiptDocumentId: input.receiptDocumentId ?? null,
  };
}

/** The property and receipt, if any, are already known to belong to the user. */
export async function createTransaction(db: Db, userId: string, input: Input) {
  const [row] = await db
    .insert(financialTransactions)
    .values({ userId, ...values(input) })
    .returning({ id: financialTransactions.id });
  if (!row) throw new Error('Insert returned no transaction');
  return row;
}

/**
 * Saved only if the transaction is still at the version it was read at. Null when nothing was
 * saved: missing, not the user's, or changed since.
 */
export async function updateTransaction(
  db: Db,
  userId: string,
  id: string,
  { version, ...input }: Input & { version: number },
) {
  const [row] = await db
    .update(financialTransactions)
    .set({ ...values(input), version: nextVersion })
    .where(and(ownedTransaction(userId, id), eq(financialTransactions.version, version)))
    .returning({ id: financialTransactions.id });
  return row ?? null;
}

/**
 * A one-field toggle from the list: the last choice wins (decision 013), and the version is bumped
 * so a full edit opened before it is refused.
 */
export async function setTransactionStatus(
  db: Db,
  userId: string,
  id: string,
  change: { status: TransactionStatus; paidDate?: string | null },
) {
  const [row] = await db
    .update(financialTransactions)
    .set({
      status: change.status,
      paidDate: paidDateFor(change.status, change.paidDate),
      version: nextVersion,
    })
    .where(ownedTransaction(userId, id))
    .returning({ id: financialTransactions.id });
  return row ?? null;
}

export async function deleteTransaction(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(financialTransactions)
    .where(ownedTransaction(userId, id))
    .returning({ id: financialTransactions.id });
  return deleted.length > 0;
}
