import { date, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '#shared/finances/finance-schemas';
import { MAINTENANCE_CATEGORIES } from '#shared/maintenance/maintenance-schemas';
import { PHOTO_STAGES } from '#shared/photos/photo-schemas';
import { users } from './auth';

// What the reports over all time and the dashboard's money figures read instead of every row of
// an account (decision 027): counts and sums of photos, maintenance items and transactions, kept
// by statement triggers in the same transaction as the rows (migration 0024). Derived data, so not
// in a data export; they go with the account through the user's foreign key.
//
// Each row is counted twice: under its property, for a report of one property, and under
// ACCOUNT_WIDE (the nil UUID), for a report of the whole account, so that neither reads one row per
// property. `property_id` has no foreign key: a property's rows leave through their own triggers
// (a cascade deletes them, or sets a transaction's property to null), which empty and remove its
// rollup rows. A transaction without a property counts only account-wide.

export const reportPhotoRollups = pgTable(
  'report_photo_rollups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').notNull(),
    stage: text('stage', { enum: PHOTO_STAGES }).notNull(),
    /** The area as the reports group it: trimmed, inner spaces collapsed, lower case. */
    areaKey: text('area_key').notNull(),
    photoCount: integer('photo_count').notNull(),
    /**
     * The group's first photo in (received_at, id) order and its area's spelling, which names the
     * area. Null only in the row a trigger proposes for a group it only takes photos from, which
     * always exists and so is updated instead.
     */
    firstArea: text('first_area'),
    firstReceivedAt: timestamp('first_received_at', { withTimezone: true }),
    firstPhotoId: uuid('first_photo_id'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.propertyId, table.stage, table.areaKey] })],
);

export const reportMaintenanceRollups = pgTable(
  'report_maintenance_rollups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').notNull(),
    status: text('status', { enum: ['pending', 'in-progress', 'completed'] }).notNull(),
    category: text('category', { enum: MAINTENANCE_CATEGORIES }).notNull(),
    itemCount: integer('item_count').notNull(),
    /** The sum of the items' costs (those without one add nothing), unbounded and exact. */
    cost: numeric('cost').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.propertyId, table.status, table.category] })],
);

export const reportTransactionRollups = pgTable(
  'report_transaction_rollups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').notNull(),
    transactionType: text('transaction_type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    /** The first day of the month of the transaction's day: its paid date, else its due date. */
    month: date('month').notNull(),
    transactionCount: integer('transaction_count').notNull(),
    amount: numeric('amount').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.userId, table.propertyId, table.transactionType, table.status, table.month],
    }),
  ],
);

/**
 * How many homes (properties of kind 'home') and Travel Mode stays (rows of `stays`) the account
 * has: a report over all time counts them without reading one row per property.
 */
export const reportRecordRollups = pgTable(
  'report_record_rollups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['home', 'stay'] }).notNull(),
    recordCount: integer('record_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
