import type { Db } from '#server/platform/db/database';
import { ownedTransaction, selectTransactions } from './transaction-query';

export async function getTransaction(db: Db, userId: string, id: string) {
  const [row] = await selectTransactions(db).where(ownedTransaction(userId, id));
  return row ?? null;
}
