import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { properties } from '#server/platform/db/schema/properties';

/** Transactions with their property's name and their receipt's file name. */
export function selectTransactions(db: Db) {
  return db
    .select({
      transaction: financialTransactions,
      propertyName: properties.name,
      receiptName: documents.fileName,
    })
    .from(financialTransactions)
    .leftJoin(properties, eq(properties.id, financialTransactions.propertyId))
    .leftJoin(documents, eq(documents.id, financialTransactions.receiptDocumentId))
    .$dynamic();
}

export type TransactionRow = Awaited<ReturnType<ReturnType<typeof selectTransactions>['execute']>>[number];

export const ownedTransaction = (userId: string, id: string) =>
  and(eq(financialTransactions.id, id), eq(financialTransactions.userId, userId));
