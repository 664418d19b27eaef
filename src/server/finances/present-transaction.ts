import type { Transaction } from '#shared/finances/finance-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { TransactionRow } from './transaction-query';

export function presentTransaction({
  transaction: t,
  propertyName,
  receiptName,
}: TransactionRow): Transaction {
  return {
    id: t.id,
    transactionType: t.transactionType,
    description: t.description,
    amount: t.amount,
    dueDate: t.dueDate,
    status: t.status,
    paidDate: t.paidDate,
    propertyId: t.propertyId,
    propertyName: t.propertyId ? displayPropertyName({ id: t.propertyId, name: propertyName }) : null,
    receipt:
      t.receiptDocumentId && receiptName !== null
        ? {
            id: t.receiptDocumentId,
            fileName: receiptName,
            downloadUrl: `/api/documents/${t.receiptDocumentId}/download`,
          }
        : null,
    version: t.version,
    createdAt: t.createdAt.toISOString(),
  };
}
