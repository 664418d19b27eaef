import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const TIMESTAMP_BATCH_STATUSES = ['pending', 'stamped'] as const;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A batch of received photos whose Merkle root a Time-Stamping Authority stamps (decision 039): a
 * row per batch, written pending with its root and kept pending, retried, until a TSA answers.
 * A batch holds many users' photos; each photo keeps its own path to the root.
 */
export const timestampBatches = pgTable(
  'timestamp_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The hex SHA-256 Merkle root over the batch's photos, the digest sent to the TSA. */
    root: text('root').notNull(),
    leafCount: integer('leaf_count').notNull(),
    status: text('status', { enum: TIMESTAMP_BATCH_STATUSES }).notNull().default('pending'),
    /** The DER TimeStampToken as the TSA sent it. */
    token: bytea('token'),
    /** The TSA's name, as its token gives it. */
    tsa: text('tsa'),
    tsaUrl: text('tsa_url'),
    /** The TSA's genTime: when it received the root. */
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** When a process last took the batch to stamp; a batch is tried again some minutes after. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The job's queue: the pending batches, oldest first.
    index('timestamp_batches_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('timestamp_batches_status_check', sql`${table.status} in ('pending', 'stamped')`),
  ],
);
