import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The side effects of a transaction (a job to run, an email, a live event), written by that
 * transaction and performed after it commits (decision 043). A row is deleted once performed; one
 * that keeps failing is kept with its error and `failedAt`.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The whole message, kind included, as `recordSideEffect` was given it. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it may next be taken: a claim holds it until then, a failure puts it off. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Set when the last attempt failed: it is not taken again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.availableAt)
      .where(sql`${table.failedAt} is null`),
  ],
);
