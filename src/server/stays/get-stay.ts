import type { Db } from '#server/platform/db/database';
import { ownedStay, selectStays } from './stay-query';

/** The user's stay with its photo counts; null alike when missing or another user's. */
export async function getStay(db: Db, userId: string, stayId: string) {
  const [row] = await selectStays(db).where(ownedStay(userId, stayId));
  return row ?? null;
}
