import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * How long a key answers with its first answer; after that the row is deleted (the hourly cleanup)
 * and the key may be used again.
 */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * One row per Idempotency-Key a signed-in user sent with a POST (decision 013). The row is the
 * claim: inserting it first is what stops two identical requests from both creating. Only a hash
 * of the key is kept, and the stored answer is encrypted with a key derived from it, so reading the
 * table yields neither the keys nor the answers (a share link's answer carries its secret address).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs; then its HTTP status. */
    status: integer('status'),
    /** The first answer (headers and body), AES-256-GCM under a key derived from the client's key. */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.keyHash] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
