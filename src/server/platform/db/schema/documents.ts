import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MerklePath } from '#shared/evidence/merkle';
import { users } from './auth';
import { timestampBatches } from './timestamp-batches';

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As uploaded, path parts and all: it is only ever shown, never used as a path. */
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** As for photos (decision 039): the stamped batch proving when the file was received, and its path. */
    timestampBatchId: uuid('timestamp_batch_id').references(() => timestampBatches.id, {
      onDelete: 'set null',
    }),
    merklePath: jsonb('merkle_path').$type<MerklePath>(),
  },
  (table) => [index('documents_user_created_idx').on(table.userId, table.createdAt, table.id)],
);
