import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

/**
 * How a renter felt about a rental, 1 to 5 with an optional comment. Private to its author; a
 * verified report shows them only when the renter chooses to include them.
 */
export const emotionalReviews = pgTable(
  'emotional_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** Bumped by every update; an update names the version it was read at (decision 013). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('emotional_reviews_user_idx').on(table.userId, table.createdAt, table.id),
    check('emotional_reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
