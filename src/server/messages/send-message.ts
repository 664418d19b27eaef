import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { mailboxEntries, messages } from '#server/db/schema/messages';
import { notificationPreferences } from '#server/db/schema/reminders';
import type { Logger } from '#server/lib/logger';
import { Rejection } from '#server/lib/rejection';
import type { Mailer } from '#server/mail/mailer';
import { newMessageEmail } from '#server/mail/templates';
import { unsubscribeUrl } from '#server/mail/unsubscribe-token';
import { type composeMessageSchema, MESSAGE_MESSAGES } from '#shared/messages/message-schemas';
import type { z } from 'zod';
import { canMessage } from './list-contacts';
import type { MessageEvents } from './message-events';
import { ownEntryOf } from './message-query';

export type SendMessageDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  events: MessageEvents;
  appUrl: string;
  /** Signs each notice's unsubscribe link. */
  authSecret: string;
  now: Date;
};
type Sender = { id: string; name: string; email: string };

/**
 * Sends a message to some of the sender's contacts: the message, the sender's copy in Sent and each
 * recipient's in their Inbox are stored together. Then every tab of the people concerned hears of
 * it, and each recipient who did not turn message emails off gets a notice; neither can undo the
 * send when it fails. Returns the message's id.
 */
export async function sendMessage(
  deps: SendMessageDeps,
  sender: Sender,
  input: z.infer<typeof composeMessageSchema>,
): Promise<string> {
  const recipientIds = [...new Set(input.to)];
  if (!(await canMessage(deps.db, sender.id, recipientIds))) {
    throw new Rejection('not-found', 'NOT_FOUND', MESSAGE_MESSAGES.recipientNotFound);
  }
  // A reply names a message the sender can open, like any id they send.
  if (input.replyToId) {
    const [original] = await deps.db
      .select({ id: mailboxEntries.id })
      .from(mailboxEntries)
      .where(ownEntryOf(sender.id, input.replyToId));
    if (!original) throw new Rejection('not-found', 'NOT_FOUND', MESSAGE_MESSAGES.notFound);
  }
  const messageId = await deps.db.transaction(async (tx) => {
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
    return message.id;
  });
  await deps.events
    .publish([...recipientIds, sender.id], { type: 'message', messageId })
    .catch((error: unknown) => deps.logger.error({ err: error, messageId }, 'Announcing a message failed'));
  await emailRecipients(deps, sender, recipientIds, input.subject, messageId).catch((error: unknown) =>
    deps.logger.error({ err: error, messageId }, 'The email notices of a message failed'),
  );
  return messageId;
}

async function emailRecipients(
  deps: SendMessageDeps,
  sender: Sender,
  recipientIds: string[],
  subject: string,
  messageId: string,
) {
  const recipients = await deps.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        inArray(users.id, recipientIds),
        or(isNull(notificationPreferences.messageEmails), eq(notificationPreferences.messageEmails, true)),
      ),
    );
  await Promise.all(
    recipients.map((recipient) =>
      deps.mailer
        .send(
          newMessageEmail(recipient.email, {
            recipientName: recipient.name,
            senderName: sender.name || sender.email,
            subject,
            appUrl: deps.appUrl,
            unsubscribeUrl: unsubscribeUrl(deps, recipient.id, 'messageEmails'),
          }),
        )
        .catch((error: unknown) =>
          deps.logger.error({ err: error, messageId }, 'The email notice of a message failed'),
        ),
    ),
  );
}
