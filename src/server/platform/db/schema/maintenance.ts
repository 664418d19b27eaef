import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAINTENANCE_CATEGORIES } from '#shared/maintenance/maintenance-schemas';
import { users } from './auth';
import { properties } from './properties';

export const maintenanceItems = pgTable(
  'maintenance_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    details: text('details').notNull().default(''),
    category: text('category', { enum: MAINTENANCE_CATEGORIES }).notNull().default('Other'),
    /** Exact money: summed by the database without floating-point drift. */
    cost: numeric('cost', { precision: 12, scale: 2 }),
    status: text('status', { enum: ['pending', 'in-progress', 'completed'] })
      .notNull()
      .default('pending'),
    /** Bumped by every update; an update names the version it was read at (decision 013). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('maintenance_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('maintenance_property_idx').on(table.propertyId),
    check('maintenance_status_check', sql`${table.status} in ('pending', 'in-progress', 'completed')`),
    check(
      'maintenance_category_check',
      sql`${table.category} in (${sql.raw(MAINTENANCE_CATEGORIES.map((c) => `'${c}'`).join(', '))})`,
    ),
    check('maintenance_cost_check', sql`${table.cost} is null or ${table.cost} >= 0`),
  ],
);
