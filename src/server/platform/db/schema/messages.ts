import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

// The Team Inbox, between members of a company (docs/product.md §20): a message is written once;
// each person it concerns has their own mailbox entry, so starring, archiving, reading and deleting
// are one person's own.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept by the database itself, so search never reads a stale copy of the text. */
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', subject || ' ' || body)`),
  },
  (table) => [index('messages_search_idx').using('gin', table.search)],
);

export const MAILBOX_BOXES = ['inbox', 'sent'] as const;
export type MailboxBox = (typeof MAILBOX_BOXES)[number];

export const mailboxEntries = pgTable(
  'mailbox_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    box: text('box').$type<MailboxBox>().notNull(),
    starred: boolean('starred').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Deleted for its owner only; the other people's copies stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The message's own time, copied so that a folder pages through one index. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('mailbox_entries_message_owner_box_idx').on(table.messageId, table.ownerId, table.box),
    index('mailbox_entries_owner_box_idx').on(table.ownerId, table.box, table.createdAt, table.id),
    check('mailbox_entries_box_check', sql`${table.box} in ('inbox', 'sent')`),
  ],
);
