import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A download built in the background (any process claims a queued one), kept for 7 days, then
 * deleted with its file: a person's "Export my data", or a property's evidence bundle too large to
 * stream in one request (docs/product.md §14, §26).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['data', 'evidence-bundle'] })
      .notNull()
      .default('data'),
    /**
     * An evidence bundle's property. No foreign key: a bundle of a deleted property stops being
     * downloadable at once (the download checks the property) and its file goes at expiry with the
     * row, where a cascade would delete the row and leave its file behind.
     */
    propertyId: uuid('property_id'),
    /** An evidence bundle of the untouched originals (with their location data), asked for by the owner. */
    originals: boolean('originals').notNull().default(false),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** Files and tables written so far, of `total`: the progress a tab shows. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    storageKey: text('storage_key'),
    // A ZIP may reach 4 GB, past what an integer holds.
    byteSize: bigint('byte_size', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * The last sign of life of the process building a running export, written every few seconds:
     * a run whose process died (kill -9, a crash) stops beating and is taken up again soon after.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.requestedAt),
    index('data_exports_status_idx').on(table.status, table.requestedAt),
    check('data_exports_status_check', sql`${table.status} in ('queued', 'running', 'ready', 'failed')`),
    check(
      'data_exports_kind_check',
      sql`(${table.kind} = 'data' and ${table.propertyId} is null and not ${table.originals}) or (${table.kind} = 'evidence-bundle' and ${table.propertyId} is not null)`,
    ),
  ],
);

/**
 * Where an export's ZIP is kept: among the user's files, so deleting the account removes it. The key
 * is the row's (as a photo's storage key is its row's), so it sits with the table, read by the
 * export's builder and by the orphan sweep in files/ without either importing the other (issue 36).
 */
export const exportFileKey = (userId: string, exportId: string) => `users/${userId}/exports/${exportId}.zip`;
