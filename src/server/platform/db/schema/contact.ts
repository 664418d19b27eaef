import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages from the public contact form, kept whether or not the email to support went out. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    role: text('role'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_received_idx').on(table.receivedAt)],
);
