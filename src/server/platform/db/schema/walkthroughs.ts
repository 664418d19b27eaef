import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import { WALKTHROUGH_KINDS } from '#shared/walkthroughs/walkthrough-schemas';
import { users } from './auth';
import { properties } from './properties';

/**
 * A place's room-by-room walkthrough (docs/product.md §6.4): one per home or stay, so move-out
 * goes through the very list move-in did and each slot pairs its two photos.
 */
export const walkthroughs = pgTable(
  'walkthroughs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .unique()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The template it was made from, kept to show; the rooms below are what counts. */
    templateKind: text('template_kind', { enum: WALKTHROUGH_KINDS }).notNull(),
    templateBedrooms: integer('template_bedrooms'),
    /** Bumped by every edit of the list; an edit names the version it was read at (decision 013). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('walkthroughs_user_idx').on(table.userId),
    check(
      'walkthroughs_template_kind_check',
      sql`${table.templateKind} in ('studio', 'apartment', 'house', 'hotel-room')`,
    ),
  ],
);

export const walkthroughRooms = pgTable(
  'walkthrough_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    walkthroughId: uuid('walkthrough_id')
      .notNull()
      .references(() => walkthroughs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [index('walkthrough_rooms_walkthrough_idx').on(table.walkthroughId, table.position)],
);

export const walkthroughShots = pgTable(
  'walkthrough_shots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    walkthroughId: uuid('walkthrough_id')
      .notNull()
      .references(() => walkthroughs.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => walkthroughRooms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [
    index('walkthrough_shots_walkthrough_idx').on(table.walkthroughId),
    index('walkthrough_shots_room_idx').on(table.roomId, table.position),
  ],
);

/** A shot the renter passed over at a stage: recorded, so a gap in the evidence is explained. */
export const walkthroughSkips = pgTable(
  'walkthrough_skips',
  {
    shotId: uuid('shot_id')
      .notNull()
      .references(() => walkthroughShots.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: EVIDENCE_STAGES }).notNull(),
    skippedAt: timestamp('skipped_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shotId, table.stage] }),
    check('walkthrough_skips_stage_check', sql`${table.stage} in ('move-in', 'move-out')`),
  ],
);
