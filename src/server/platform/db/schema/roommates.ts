import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

// The Roommate Hub (docs/product.md §30): a shared space made from one renter's property, which
// the roommates they invite join. Everything in it is seen by every member and no one else. A
// person's rows outlive their leaving (the balance still owes them); deleting an account leaves
// "a former roommate" in their place.

/** The shared space. Its name and address are copied from the property, which may be deleted. */
export const roommateHouseholds = pgTable(
  'roommate_households',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('roommate_households_property_idx').on(table.propertyId)],
);

export const roommateMembers = pgTable(
  'roommate_members',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => roommateHouseholds.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.householdId, table.userId] }),
    index('roommate_members_user_idx').on(table.userId),
  ],
);

/** An emailed invitation: only the token's SHA-256 is kept; accepted once, before it expires. */
export const roommateInvitations = pgTable(
  'roommate_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => roommateHouseholds.id, { onDelete: 'cascade' }),
    /** Lowercased: the account that accepts must have this address. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('roommate_invitations_household_idx').on(table.householdId, table.invitedAt),
    uniqueIndex('roommate_invitations_pending_idx')
      .on(table.householdId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.cancelledAt} is null`),
  ],
);

/** A shared expense: who paid, how much (exact decimals), and each member's share of it. */
export const roommateExpenses = pgTable(
  'roommate_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => roommateHouseholds.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paidBy: text('paid_by').references(() => users.id, { onDelete: 'set null' }),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    split: text('split', { enum: ['equal', 'custom'] }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Bumped by every update; an update names the version it was read at (decision 013). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('roommate_expenses_household_idx').on(table.householdId, table.spentOn, table.id),
    check('roommate_expenses_amount_check', sql`${table.amount} > 0`),
    check('roommate_expenses_split_check', sql`${table.split} in ('equal', 'custom')`),
  ],
);

/** Each member's part of an expense; the parts add up to the expense's amount. */
export const roommateExpenseShares = pgTable(
  'roommate_expense_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => roommateExpenses.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [
    index('roommate_expense_shares_expense_idx').on(table.expenseId),
    check('roommate_expense_shares_amount_check', sql`${table.amount} >= 0`),
  ],
);

/** 'Settle up': a payment from one roommate to another, which moves the balance between them. */
export const roommateSettlements = pgTable(
  'roommate_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => roommateHouseholds.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toUserId: text('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    settledOn: date('settled_on', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('roommate_settlements_household_idx').on(table.householdId, table.settledOn, table.id),
    check('roommate_settlements_amount_check', sql`${table.amount} > 0`),
  ],
);

export const roommateChores = pgTable(
  'roommate_chores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => roommateHouseholds.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('roommate_chores_household_idx').on(table.householdId, table.createdAt, table.id)],
);

export const roommateNotes = pgTable(
  'roommate_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => roommateHouseholds.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('roommate_notes_household_idx').on(table.householdId, table.createdAt, table.id)],
);
