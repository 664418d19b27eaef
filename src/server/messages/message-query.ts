import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { mailboxEntries, messages } from '#server/platform/db/schema/messages';
import { MESSAGE_SNIPPET_LENGTH, type MessagePerson } from '#shared/messages/message-schemas';

/** A person's own copies of messages, each with its message and sender: what every read starts from. */
export function selectMailbox(db: Db) {
  return db
    .select({
      entry: {
        id: mailboxEntries.id,
        starred: mailboxEntries.starred,
        archived: mailboxEntries.archived,
        readAt: mailboxEntries.readAt,
        createdAt: mailboxEntries.createdAt,
      },
      message: { id: messages.id, subject: messages.subject, replyToId: messages.replyToId },
      // Cut by the database, so a list never carries whole bodies.
      snippet: sql<string>`left(${messages.body}, ${MESSAGE_SNIPPET_LENGTH})`,
      sender: { userId: users.id, name: users.name, email: users.email },
    })
    .from(mailboxEntries)
    .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .$dynamic();
}

export type MailboxRow = Awaited<ReturnType<ReturnType<typeof selectMailbox>['execute']>>[number];

/** The owner's copies they have not deleted: a deleted one is, for them, a message that never was. */
export const ownEntries = (ownerId: string) =>
  and(eq(mailboxEntries.ownerId, ownerId), isNull(mailboxEntries.deletedAt));

export const ownEntryOf = (ownerId: string, messageId: string) =>
  and(ownEntries(ownerId), eq(mailboxEntries.messageId, messageId));

/** Each message's recipients, by message id, from their inbox copies (deleted or not). */
export async function recipientsOf(db: Db, messageIds: string[]): Promise<Map<string, MessagePerson[]>> {
  const byMessage = new Map<string, MessagePerson[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: mailboxEntries.messageId, userId: users.id, name: users.name, email: users.email })
    .from(mailboxEntries)
    .innerJoin(users, eq(users.id, mailboxEntries.ownerId))
    .where(and(inArray(mailboxEntries.messageId, [...new Set(messageIds)]), eq(mailboxEntries.box, 'inbox')))
    .orderBy(asc(users.name), asc(users.email));
  for (const { messageId, ...person } of rows) {
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), person]);
  }
  return byMessage;
}
