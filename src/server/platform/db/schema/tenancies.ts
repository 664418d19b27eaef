import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies, companyProperties } from './companies';
import { documents } from './documents';
import { maintenanceItems } from './maintenance';
import { properties } from './properties';

// A renter linked to one of a company's properties (docs/product.md §19). The renter decides,
// per link, what the company sees of their own records.

/**
 * Made when the company invites a tenant by email (only the token's SHA-256 is kept), accepted
 * once by the account of that address, which names which of its own properties it is; ended by
 * either side. Nothing is shared until the tenant turns it on.
 */
export const tenancies = pgTable(
  'tenancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyPropertyId: uuid('company_property_id')
      .notNull()
      .references(() => companyProperties.id, { onDelete: 'cascade' }),
    /** Lowercased: the account that accepts must have this address. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tenantId: text('tenant_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The tenant's own property this link is about: its photos and maintenance items. */
    tenantPropertyId: uuid('tenant_property_id').references(() => properties.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    shareMoveIn: boolean('share_move_in').notNull().default(false),
    shareMoveOut: boolean('share_move_out').notNull().default(false),
    shareMaintenance: boolean('share_maintenance').notNull().default(false),
  },
  (table) => [
    index('tenancies_company_idx').on(table.companyId, table.invitedAt),
    index('tenancies_tenant_idx').on(table.tenantId),
    uniqueIndex('tenancies_pending_idx')
      .on(table.companyPropertyId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.endedAt} is null`),
    check('tenancies_accepted_check', sql`${table.acceptedAt} is null or ${table.tenantId} is not null`),
  ],
);

/**
 * A link the tenant accepted and neither side ended: the only kind that shows anything. It sits
 * with its table, below every domain that asks it (tenancies, maintenance, messages, webhooks,
 * deposits), so none of them imports tenancies/ for it (issue 36).
 */
export const activeTenancy = and(isNotNull(tenancies.acceptedAt), isNull(tenancies.endedAt));

/**
 * An active link with its tenant, as tenancies/find-shared-tenancy.ts finds it for a company. Its
 * type sits with its table too, so that inspections/ and deposits/, which take one a route found,
 * do not import tenancies/ for it: tenancies/ stands above inspections/ (it shows photos, and
 * photos/ asks inspections/ whether a report froze them) (issue 36).
 */
export type SharedTenancy = typeof tenancies.$inferSelect & { tenantId: string };

/** Documents a tenant chose to show the company through one link. */
export const tenancyDocuments = pgTable(
  'tenancy_documents',
  {
    tenancyId: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenancyId, table.documentId] })],
);

/**
 * What a company member changed on a tenant's maintenance request: the status it moved to and a
 * comment, with who and when. The tenant reads these in their own journal.
 */
export const maintenanceUpdates = pgTable(
  'maintenance_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    maintenanceItemId: uuid('maintenance_item_id')
      .notNull()
      .references(() => maintenanceItems.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Kept as written at the time, so the tenant's journal stays readable after a member leaves. */
    authorName: text('author_name').notNull(),
    companyName: text('company_name').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'in-progress', 'completed'] }).notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('maintenance_updates_item_idx').on(table.maintenanceItemId, table.createdAt)],
);
