import type { MessageDetail, MessagePerson, MessageSummary } from '#shared/messages/message-schemas';
import type { MailboxRow } from './message-query';

export function presentMessage(row: MailboxRow, to: MessagePerson[]): MessageSummary {
  return {
    id: row.message.id,
    subject: row.message.subject,
    snippet: row.snippet,
    from: row.sender,
    to,
    sentAt: row.entry.createdAt.toISOString(),
    read: row.entry.readAt !== null,
    starred: row.entry.starred,
    archived: row.entry.archived,
  };
}

export function presentMessageDetail(found: {
  row: MailboxRow;
  to: MessagePerson[];
  body: string;
}): MessageDetail {
  return { ...presentMessage(found.row, found.to), body: found.body, replyToId: found.row.message.replyToId };
}
