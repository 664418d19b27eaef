import type { MessageDetail } from '#shared/messages/message-schemas';
import { formatDateTime } from '#client/lib/format';

/** What the compose dialog opens with: empty, a reply or a forward. */
export type Draft = { to: string[]; subject: string; body: string; replyToId?: string };

export const newDraft = (): Draft => ({ to: [], subject: '', body: '' });

/** 'Re: Re: Re:' helps nobody: a subject that already says so keeps its one prefix. */
function prefixed(prefix: string, already: RegExp, subject: string) {
  return already.test(subject) ? subject : `${prefix} ${subject}`;
}

/** A reply goes to the sender; replying to one's own message writes to its recipients again. */
export function replyDraft(message: MessageDetail, myId: string | undefined): Draft {
  const mine = message.from.userId === myId;
  return {
    to: mine ? message.to.map((person) => person.userId) : [message.from.userId],
    subject: prefixed('Re:', /^re:/i, message.subject),
    body: '',
    replyToId: message.id,
  };
}

/** A forward is a new message: no recipients yet, and the original quoted under its facts. */
export function forwardDraft(message: MessageDetail): Draft {
  const quoted = message.body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const facts = [
    '---------- Forwarded message ----------',
    `From: ${message.from.name} <${message.from.email}>`,
    `Date: ${formatDateTime(message.sentAt)}`,
    `Subject: ${message.subject}`,
    `To: ${message.to.map((person) => person.name).join(', ')}`,
  ];
  return {
    to: [],
    subject: prefixed('Fwd:', /^fwd?:/i, message.subject),
    body: `\n\n${facts.join('\n')}\n\n${quoted}`,
  };
}
