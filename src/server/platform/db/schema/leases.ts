import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { documents } from './documents';

export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    monthlyRent: numeric('monthly_rent', { precision: 12, scale: 2 }),
    deposit: numeric('deposit', { precision: 12, scale: 2 }),
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    petFee: numeric('pet_fee', { precision: 12, scale: 2 }),
    /** The signed lease, kept in the Document Hub. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** Bumped by every update; an update names the version it was read at (decision 013). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leases_user_idx').on(table.userId, table.createdAt)],
);

export const fees = pgTable(
  'fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    date: date('date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fees_user_idx').on(table.userId, table.createdAt)],
);
