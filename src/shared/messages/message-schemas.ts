import { z } from 'zod';
import { multiLineText, singleLineText } from '#shared/text';

// The Team Inbox: messages between a company's members, its linked tenants and their landlords
// (docs/product.md §20).

/** The folders of the Team Inbox, in the order the sidebar shows them. */
export const MESSAGE_FOLDERS = ['inbox', 'starred', 'sent', 'archived'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];

export const MESSAGE_FOLDER_LABELS: Record<MessageFolder, string> = {
  inbox: 'Inbox',
  starred: 'Starred',
  sent: 'Sent',
  archived: 'Archived',
};

export const MESSAGE_RECIPIENTS_MAX = 20;
/** How much of the body a list shows under the subject. */
export const MESSAGE_SNIPPET_LENGTH = 160;

export const MESSAGE_MESSAGES = {
  recipients: 'Choose at least one recipient.',
  tooManyRecipients: `Choose at most ${MESSAGE_RECIPIENTS_MAX} recipients.`,
  subject: 'Please enter a subject.',
  body: 'Please write a message.',
  noChange: 'Choose what to change: starred, archived or read.',
  notFound: 'That message could not be found.',
  recipientNotFound: 'That recipient could not be found.',
} as const;

export const composeMessageSchema = z.object({
  to: z
    .array(z.string().trim().min(1, MESSAGE_MESSAGES.recipients).max(100), {
      error: MESSAGE_MESSAGES.recipients,
    })
    .min(1, MESSAGE_MESSAGES.recipients)
    .max(MESSAGE_RECIPIENTS_MAX, MESSAGE_MESSAGES.tooManyRecipients),
  subject: singleLineText({ label: 'Subject', max: 200, required: MESSAGE_MESSAGES.subject }),
  body: multiLineText({ label: 'Message', max: 20_000, required: MESSAGE_MESSAGES.body }),
  /** The message this one answers; a forward is a new message and names none. */
  replyToId: z.uuid({ error: MESSAGE_MESSAGES.notFound }).optional(),
});
export type ComposeMessageInput = z.input<typeof composeMessageSchema>;

/** One person's own copy: starring, archiving or reading it changes nobody else's. */
export const updateMessageSchema = z
  .object({ starred: z.boolean(), archived: z.boolean(), read: z.boolean() })
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), MESSAGE_MESSAGES.noChange);
export type UpdateMessageInput = z.input<typeof updateMessageSchema>;

export const messageListQuerySchema = z.object({
  folder: z.enum(MESSAGE_FOLDERS, { error: 'Choose Inbox, Starred, Sent or Archived.' }).default('inbox'),
  q: singleLineText({ label: 'Search', max: 200 }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export type MessagePerson = { userId: string; name: string; email: string };

/** A message in a list: the same in every folder it shows in. */
export type MessageSummary = {
  id: string;
  subject: string;
  /** The first characters of the body. */
  snippet: string;
  from: MessagePerson;
  to: MessagePerson[];
  sentAt: string;
  read: boolean;
  starred: boolean;
  archived: boolean;
};

export type MessageDetail = MessageSummary & { body: string; replyToId: string | null };

/** Unread messages in the Inbox; the other folders' totals. */
export type MessageCounts = { inbox: number; starred: number; sent: number; archived: number };

/**
 * Someone the signed-in person may write to, and why: a member of their company, a tenant linked
 * to it, or a member of a company they rent from.
 */
export type MessageContact = MessagePerson & { relation: 'member' | 'tenant' | 'landlord' };
