import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CHANGE_STATUSES, type Alignment, type ChangeRegion } from '#shared/photos/photo-pairs';
import { users } from './auth';
import { photos } from './photos';

/**
 * What the change check found between a move-in photo and the move-out photo of the same
 * walkthrough shot (docs/product.md §6.5): a row per pair ever formed, written pending by the upload
 * that formed it and filled in by a background job.
 */
export const photoChanges = pgTable(
  'photo_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moveInPhotoId: uuid('move_in_photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    moveOutPhotoId: uuid('move_out_photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CHANGE_STATUSES }).notNull().default('pending'),
    alignment: jsonb('alignment').$type<Alignment>(),
    regions: jsonb('regions').$type<ChangeRegion[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    /** When a process took the check; a claim older than the job's limit is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('photo_changes_pair_unique').on(table.moveInPhotoId, table.moveOutPhotoId),
    index('photo_changes_move_out_idx').on(table.moveOutPhotoId),
    // The job's queue: the pending rows, oldest first.
    index('photo_changes_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('photo_changes_status_check', sql`${table.status} in ('pending', 'done', 'failed')`),
  ],
);
