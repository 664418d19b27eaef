import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TeamRole } from '#shared/companies/company-schemas';
import { users } from './auth';

// A landlord's or property manager's company and its team (docs/product.md §18, decision 019).

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  website: text('website').notNull().default(''),
  address: text('address').notNull().default(''),
  /** Bumped by every update; an update names the version it was read at (decision 013). */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person belongs to at most one company, so every request has one company context. */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_members_user_idx').on(table.userId),
    index('company_members_company_idx').on(table.companyId, table.joinedAt),
    check('company_members_role_check', sql`${table.role} in ('Admin', 'Member')`),
  ],
);

/**
 * An emailed invitation to join a team. Only the SHA-256 of its token is stored; accepting sets
 * accepted_at in the same statement that checks it is unset, so a link works once.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lowercased: the account that accepts must have this address. */
    email: text('email').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    index('company_invitations_company_idx').on(table.companyId, table.invitedAt),
    uniqueIndex('company_invitations_pending_idx')
      .on(table.companyId, table.email)
      .where(sql`${table.acceptedAt} is null`),
    check('company_invitations_role_check', sql`${table.role} in ('Admin', 'Member')`),
  ],
);

/** The company's own buildings (the Landlord Portal's Properties tab), apart from renters' properties. */
export const companyProperties = pgTable(
  'company_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    address: text('address').notNull(),
    units: integer('units').notNull().default(1),
    /** Bumped by every update; an update names the version it was read at (decision 013). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_properties_company_idx').on(table.companyId, table.createdAt),
    check('company_properties_units_check', sql`${table.units} >= 1`),
  ],
);
