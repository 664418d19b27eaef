import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A person's "Export my data": built in the background (any process claims a queued one), kept
 * for 7 days, then deleted with its file.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** Files and tables written so far, of `total`: the progress a tab shows. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.requestedAt),
    index('data_exports_status_idx').on(table.status, table.requestedAt),
    check('data_exports_status_check', sql`${table.status} in ('queued', 'running', 'ready', 'failed')`),
  ],
);
