import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    type: text('type', { enum: ['apartment', 'house', 'condo', 'townhouse', 'other'] })
      .notNull()
      .default('apartment'),
    management: text('management').notNull().default(''),
    /**
     * 'stay' is a Travel Mode stay (docs/product.md §29): it uses the property's photos (check-in as
     * move-in, check-out as move-out), comparison, share links, PDF and bundle; its own details are
     * in `stays`. Lists of homes leave stays out.
     */
    kind: text('kind', { enum: ['home', 'stay'] })
      .notNull()
      .default('home'),
    /** Created by Demo Mode; at most one per user, so running it twice adds nothing. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Bumped by every update; an update names the version it was read at (decision 013). */
    version: integer('version').notNull().default(1),
    /**
     * What is recorded for the property, kept by database triggers on photos and maintenance_items
     * in the same transaction as the rows they count, cascades included (migration 0023, decision
     * 026): the list and the dashboard read these instead of counting a whole account's rows.
     */
    photoCount: integer('photo_count').notNull().default(0),
    moveInPhotoCount: integer('move_in_photo_count').notNull().default(0),
    maintenanceCount: integer('maintenance_count').notNull().default(0),
    openMaintenanceCount: integer('open_maintenance_count').notNull().default(0),
    /** Unbounded, so a sum never refuses a maintenance item that fits its own column. */
    maintenanceCost: numeric('maintenance_cost').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('properties_user_created_idx').on(table.userId, table.createdAt),
    index('properties_user_kind_idx').on(table.userId, table.kind, table.createdAt),
    uniqueIndex('properties_one_demo_per_user_idx')
      .on(table.userId)
      .where(sql`${table.isDemo}`),
    check('properties_kind_check', sql`${table.kind} in ('home', 'stay')`),
    check(
      'properties_type_check',
      sql`${table.type} in ('apartment', 'house', 'condo', 'townhouse', 'other')`,
    ),
  ],
);
