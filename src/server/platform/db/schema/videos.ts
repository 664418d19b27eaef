import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import { VIDEO_CONTAINERS } from '#shared/videos/video-schemas';
import { users } from './auth';
import { inspectionItems } from './inspections';
import { properties } from './properties';

/**
 * A short video clip of a room or item (docs/product.md §34). The original bytes are kept untouched
 * with their SHA-256; what is served is a copy with every metadata field (location included)
 * dropped, and a poster frame.
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: EVIDENCE_STAGES }).notNull(),
    area: text('area').notNull().default(''),
    inspectionItemId: uuid('inspection_item_id').references(() => inspectionItems.id, {
      onDelete: 'set null',
    }),
    /** The original bytes; the served copy and the poster sit beside it (`video-keys.ts`). */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    container: text('container', { enum: VIDEO_CONTAINERS }).notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    servedByteSize: integer('served_byte_size').notNull(),
    durationMs: integer('duration_ms').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The container's creation time, when it has one (ISO 8601, UTC). */
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    deviceCapturedAt: timestamp('device_captured_at', { withTimezone: true }),
  },
  (table) => [
    index('videos_property_idx').on(table.propertyId, table.stage, table.receivedAt),
    index('videos_user_received_idx').on(table.userId, table.receivedAt, table.id),
    index('videos_inspection_item_idx').on(table.inspectionItemId),
    check('videos_stage_check', sql`${table.stage} in ('move-in', 'move-out')`),
    check('videos_container_check', sql`${table.container} in ('mp4', 'webm', 'mov')`),
  ],
);
