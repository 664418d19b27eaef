import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { mailboxEntries, messages } from '#server/platform/db/schema/messages';
import { ownEntryOf, recipientsOf, selectMailbox } from './message-query';

/** The viewer's own copy of a message, whole; null when they have none (or deleted theirs). */
export async function findMessage(db: Db, viewerId: string, messageId: string) {
  const [row] = await selectMailbox(db).where(ownEntryOf(viewerId, messageId));
  if (!row) return null;
  const [[message], recipients] = await Promise.all([
    db.select({ body: messages.body }).from(messages).where(eq(messages.id, messageId)),
    recipientsOf(db, [messageId]),
  ]);
  return { row, body: message?.body ?? '', to: recipients.get(messageId) ?? [] };
}

/** Opens a message: the viewer's copy is read from now on (the first reading's time is kept). */
export async function getMessage(db: Db, viewerId: string, messageId: string, now: Date) {
  await db
    .update(mailboxEntries)
    .set({ readAt: now })
    .where(and(ownEntryOf(viewerId, messageId), isNull(mailboxEntries.readAt)));
  return findMessage(db, viewerId, messageId);
}
