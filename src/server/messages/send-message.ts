import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { users } from '#server/platform/db/schema/auth';
import { mailboxEntries, messages } from '#server/platform/db/schema/messages';
import { notificationPreferences } from '#server/platform/db/schema/reminders';
import { Rejection } from '#server/platform/lib/rejection';
import { newMessageEmail } from '#server/platform/mail/templates';
import { unsubscribeUrl } from '#server/platform/mail/unsubscribe-token';
import type { OutboxServices } from '#server/platform/outbox/dispatch-side-effects';
import { inTransaction } from '#server/platform/outbox/in-transaction';
import type { Outbox } from '#server/platform/outbox/side-effects';
import { type composeMessageSchema, MESSAGE_MESSAGES } from '#shared/messages/message-schemas';
import type { z } from 'zod';
import { canMessage } from './list-contacts';
import { ownEntryOf } from './message-query';

export type SendMessageDeps = OutboxServices & {
  appUrl: string;
  /** Signs each notice's unsubscribe link. */
  authSecret: string;
  now: Date;
};
type Sender = { id: string; name: string; email: string };

/**
 * Sends a message to some of the sender's contacts: the message, the sender's copy in Sent and each
 * recipient's in their Inbox are stored together, and with them what follows (decision 043): every
 * tab of the people concerned hears of it, and each recipient who did not turn message emails off
 * gets a notice, once the message is saved; neither can undo the send when it fails. Returns the
 * message's id.
 */
export async function sendMessage(
  deps: SendMessageDeps,
  sender: Sender,
  input: z.infer<typeof composeMessageSchema>,
): Promise<string> {
  const recipientIds = [...new Set(input.to)];
  const { db } = deps.database;
  if (!(await canMessage(db, sender.id, recipientIds))) {
    throw new Rejection('not-found', 'NOT_FOUND', MESSAGE_MESSAGES.recipientNotFound);
  }
  // A reply names a message the sender can open, like any id they send.
  if (input.replyToId) {
    const [original] = await db
      .select({ id: mailboxEntries.id })
      .from(mailboxEntries)
      .where(ownEntryOf(sender.id, input.replyToId));
    if (!original) throw new Rejection('not-found', 'NOT_FOUND', MESSAGE_MESSAGES.notFound);
  }
  return inTransaction(deps, async (tx, outbox) => {
    const [message] = await tx
      .insert(messages)
      .values({
        senderId: sender.id,
        subject: input.subject,
        body: input.body,
        replyToId: input.replyToId ?? null,
        createdAt: deps.now,
      })
      .returning({ id: messages.id });
    if (!message) throw new Error('The message was not stored');
    await tx.insert(mailboxEntries).values([
      // The sender wrote it, so their copy is read from the start.
      { messageId: message.id, ownerId: sender.id, box: 'sent', readAt: deps.now, createdAt: deps.now },
      ...recipientIds.map((ownerId) => ({
        messageId: message.id,
        ownerId,
        box: 'inbox' as const,
        createdAt: deps.now,
      })),
    ]);
    await outbox.record({
      kind: 'live-event',
      userIds: [...recipientIds, sender.id],
      event: { type: 'message', messageId: message.id },
    });
    await emailRecipients(deps, outbox, sender, recipientIds, input.subject);
    return message.id;
  });
}

async function emailRecipients(
  deps: SendMessageDeps,
  outbox: Outbox,
  sender: Sender,
  recipientIds: string[],
  subject: string,
) {
  const recipients = await outbox.tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        inArray(users.id, recipientIds),
        or(isNull(notificationPreferences.messageEmails), eq(notificationPreferences.messageEmails, true)),
      ),
    );
  for (const recipient of recipients) {
    await outbox.record({
      kind: 'email',
      message: newMessageEmail(recipient.email, {
        recipientName: recipient.name,
        senderName: sender.name || sender.email,
        subject,
        appUrl: deps.appUrl,
        unsubscribeUrl: unsubscribeUrl(deps, recipient.id, 'messageEmails'),
      }),
    });
  }
}
