import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

/**
 * A Travel Mode stay's own details (docs/product.md §29). The place and its address are the
 * property row's name and address (kind 'stay'), so the stay's photos, share links, PDF and bundle
 * are a property's; edits bump that row's version.
 */
export const stays = pgTable(
  'stays',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    /** The host's name or the platform (Airbnb, a hotel chain). */
    host: text('host').notNull().default(''),
    bookingReference: text('booking_reference').notNull().default(''),
    notes: text('notes').notNull().default(''),
  },
  (table) => [
    index('stays_user_check_in_idx').on(table.userId, table.checkInDate),
    check('stays_dates_check', sql`${table.checkOutDate} >= ${table.checkInDate}`),
  ],
);
