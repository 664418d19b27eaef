import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { deposits } from './deposits';

export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    date: date('date').notNull(),
    /**
     * Set for the reminders Rentproof keeps for a deposit's deadline (docs/product.md §32): written
     * again whenever the deposit's dates change, deleted with it.
     */
    depositId: uuid('deposit_id').references(() => deposits.id, { onDelete: 'cascade' }),
    /** Set by the process that sends the email, in the same statement that claims it. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reminders_user_date_idx').on(table.userId, table.date),
    index('reminders_deposit_idx').on(table.depositId),
    index('reminders_due_idx')
      .on(table.date)
      .where(sql`${table.emailedAt} is null`),
  ],
);

/** One private calendar feed per user; only a hash of its secret is kept. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Email preferences; a user without a row gets every email (the defaults). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminderEmails: boolean('reminder_emails').notNull().default(true),
  /** An email for each new Team Inbox message (the message itself stays in the app). */
  messageEmails: boolean('message_emails').notNull().default(true),
  /** An email when someone opens one of the renter's share links. */
  linkOpenedEmails: boolean('link_opened_emails').notNull().default(true),
  /** An email when a roommate adds an expense, assigns a chore or settles up (docs/product.md §30). */
  roommateEmails: boolean('roommate_emails').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
