import type { Db } from '#server/platform/db/database';
import { mailboxEntries } from '#server/platform/db/schema/messages';
import { ownEntryOf } from './message-query';

/** Deletes the owner's copy only: everyone else keeps theirs. False when they have none. */
export async function deleteMessage(db: Db, ownerId: string, messageId: string, now: Date): Promise<boolean> {
  const deleted = await db
    .update(mailboxEntries)
    .set({ deletedAt: now })
    .where(ownEntryOf(ownerId, messageId))
    .returning({ id: mailboxEntries.id });
  return deleted.length > 0;
}
