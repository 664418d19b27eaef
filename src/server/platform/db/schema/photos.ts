import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MerklePath } from '#shared/evidence/merkle';
import { PHOTO_STAGES } from '#shared/photos/photo-schemas';
import { amenities } from './amenities';
import { inspectionItems } from './inspections';
import { users } from './auth';
import { maintenanceItems } from './maintenance';
import { properties } from './properties';
import { timestampBatches } from './timestamp-batches';
import { walkthroughShots } from './walkthroughs';

export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: PHOTO_STAGES }).notNull(),
    maintenanceItemId: uuid('maintenance_item_id').references(() => maintenanceItems.id, {
      onDelete: 'cascade',
    }),
    /** The amenity an 'amenity-before' or 'amenity-after' photo belongs to (docs/product.md §27). */
    amenityId: uuid('amenity_id').references(() => amenities.id, { onDelete: 'cascade' }),
    area: text('area').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The original bytes, untouched, in the file store; derived sizes sit beside it. */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** EXIF capture time as the camera wrote it, with its UTC offset when known (ISO 8601). */
    capturedAt: text('captured_at'),
    deviceCapturedAt: timestamp('device_captured_at', { withTimezone: true }),
    /**
     * The walkthrough slot a move-in or move-out photo was taken for (docs/product.md §6.4); its
     * move-in and move-out photos make a pair. Deleting the shot keeps the photo, without a slot.
     */
    walkthroughShotId: uuid('walkthrough_shot_id').references(() => walkthroughShots.id, {
      onDelete: 'set null',
    }),
    /**
     * The batch whose stamped Merkle root proves when the photo was received (decision 039), and
     * the photo's path to that root. Both null until the stamping job batches the photo.
     */
    timestampBatchId: uuid('timestamp_batch_id').references(() => timestampBatches.id, {
      onDelete: 'set null',
    }),
    merklePath: jsonb('merkle_path').$type<MerklePath>(),
    /** The condition-report item a move-in or move-out photo shows (docs/product.md §34). */
    inspectionItemId: uuid('inspection_item_id').references(() => inspectionItems.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('photos_user_received_idx').on(table.userId, table.receivedAt, table.id),
    index('photos_property_idx').on(table.propertyId),
    index('photos_maintenance_item_idx').on(table.maintenanceItemId),
    index('photos_amenity_idx').on(table.amenityId),
    index('photos_walkthrough_shot_idx').on(table.walkthroughShotId),
    index('photos_inspection_item_idx').on(table.inspectionItemId),
    index('photos_timestamp_batch_idx').on(table.timestampBatchId),
    // The stamping job's queue: the photos not yet batched, in the order their tree is built.
    index('photos_unbatched_idx')
      .on(table.receivedAt, table.id)
      .where(sql`${table.timestampBatchId} is null`),
    // The first photo of an area, found without a sort when the one that named it leaves
    // (report-rollups.ts): in a property and in the whole account.
    index('photos_property_stage_area_idx').on(
      table.propertyId,
      table.stage,
      sql`lower(regexp_replace(trim(${table.area}), '\\s+', ' ', 'g'))`,
      table.receivedAt,
      table.id,
    ),
    index('photos_user_stage_area_idx').on(
      table.userId,
      table.stage,
      sql`lower(regexp_replace(trim(${table.area}), '\\s+', ' ', 'g'))`,
      table.receivedAt,
      table.id,
    ),
    check(
      'photos_stage_check',
      sql`${table.stage} in ('move-in', 'move-out', 'maintenance', 'amenity-before', 'amenity-after')`,
    ),
    check(
      'photos_maintenance_item_check',
      sql`(${table.stage} = 'maintenance') = (${table.maintenanceItemId} is not null)`,
    ),
    check(
      'photos_amenity_check',
      sql`(${table.stage} in ('amenity-before', 'amenity-after')) = (${table.amenityId} is not null)`,
    ),
  ],
);
