import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEDUCTION_POSITIONS, DEPOSIT_EVIDENCE_KINDS } from '#shared/deposits/deposit-schemas';
import { DEPOSIT_JURISDICTIONS } from '#shared/deposits/deposit-rules';
import { users } from './auth';
import { companies } from './companies';
import { documents } from './documents';
import { leases } from './leases';
import { maintenanceItems } from './maintenance';
import { photoChanges } from './photo-changes';
import { photos } from './photos';
import { properties } from './properties';
import { tenancies } from './tenancies';

/**
 * A property's security deposit after move-out (docs/product.md §32): what was paid, the dates the
 * rule's deadline counts from, the renter's own words for the dispute letter, and the outcome.
 * One per property.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The lease the amount and date paid were read from, when the renter chose one. */
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paidOn: date('paid_on'),
    moveOutDate: date('move_out_date').notNull(),
    /** When the tenancy ended, if not the move-out day (Virginia counts from the later one). */
    tenancyEndDate: date('tenancy_end_date'),
    /** The day the renter gave the landlord a forwarding address, and the address itself. */
    forwardingAddressGivenOn: date('forwarding_address_given_on'),
    forwardingAddress: text('forwarding_address').notNull().default(''),
    jurisdiction: text('jurisdiction', { enum: DEPOSIT_JURISDICTIONS }).notNull(),
    /** Only for 'other': the deadline the renter found in their lease or local law. */
    customDeadline: date('custom_deadline'),
    landlordName: text('landlord_name').notNull().default(''),
    /** The renter's own words, opening the dispute letter. */
    statement: text('statement').notNull().default(''),
    /** The outcome: what came back and when; both null until the renter records it. */
    returnedAmount: numeric('returned_amount', { precision: 12, scale: 2 }),
    returnedOn: date('returned_on'),
    /** Bumped by every update; an update names the version it was read at (decision 013). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('deposits_property_unique').on(table.propertyId),
    index('deposits_user_idx').on(table.userId, table.createdAt),
    check('deposits_jurisdiction_check', sql`${table.jurisdiction} in ('DC', 'MD', 'VA', 'other')`),
    check(
      'deposits_custom_deadline_check',
      sql`(${table.jurisdiction} = 'other') = (${table.customDeadline} is not null)`,
    ),
    check('deposits_outcome_check', sql`(${table.returnedAmount} is null) = (${table.returnedOn} is null)`),
  ],
);

/**
 * An item of the itemized list a landlord who uses Rentproof keeps for one tenant link (docs/product.md
 * §32): the tenant sees it offered on their Deposit page and may add it to their deductions.
 */
export const landlordDeductions = pgTable(
  'landlord_deductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tenancyId: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    room: text('room').notNull().default(''),
    /** The member who added it; kept as null when they leave. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('landlord_deductions_tenancy_idx').on(table.tenancyId, table.createdAt, table.id)],
);

/** One item of the landlord's list of deductions, with the renter's position on it. */
export const depositDeductions = pgTable(
  'deposit_deductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    depositId: uuid('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    room: text('room').notNull().default(''),
    position: text('position', { enum: DEDUCTION_POSITIONS }).notNull().default('dispute'),
    /** For 'partly': the part of the amount the renter accepts. */
    acceptedAmount: numeric('accepted_amount', { precision: 12, scale: 2 }),
    /** The renter's words on this item, printed under it in the letter. */
    comment: text('comment').notNull().default(''),
    /** The landlord's item it was added from, when picked from their itemized list. */
    landlordDeductionId: uuid('landlord_deduction_id').references(() => landlordDeductions.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('deposit_deductions_deposit_idx').on(table.depositId, table.createdAt, table.id),
    unique('deposit_deductions_landlord_unique').on(table.depositId, table.landlordDeductionId),
    check('deposit_deductions_position_check', sql`${table.position} in ('dispute', 'accept', 'partly')`),
    check(
      'deposit_deductions_partly_check',
      sql`(${table.position} = 'partly') = (${table.acceptedAmount} is not null)`,
    ),
  ],
);

/**
 * A record the renter attaches to a deduction as evidence: exactly one of a walkthrough pair, a
 * photo, a maintenance item or a document (a receipt is a document). Deleting the record removes it
 * from the dispute.
 */
export const depositEvidence = pgTable(
  'deposit_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deductionId: uuid('deduction_id')
      .notNull()
      .references(() => depositDeductions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEPOSIT_EVIDENCE_KINDS }).notNull(),
    photoChangeId: uuid('photo_change_id').references(() => photoChanges.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'cascade' }),
    maintenanceItemId: uuid('maintenance_item_id').references(() => maintenanceItems.id, {
      onDelete: 'cascade',
    }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('deposit_evidence_deduction_idx').on(table.deductionId, table.createdAt),
    unique('deposit_evidence_pair_unique').on(table.deductionId, table.photoChangeId),
    unique('deposit_evidence_photo_unique').on(table.deductionId, table.photoId),
    unique('deposit_evidence_maintenance_unique').on(table.deductionId, table.maintenanceItemId),
    unique('deposit_evidence_document_unique').on(table.deductionId, table.documentId),
    check('deposit_evidence_kind_check', sql`${table.kind} in ('pair', 'photo', 'maintenance', 'document')`),
    check(
      'deposit_evidence_one_record_check',
      sql`(case ${table.kind}
        when 'pair' then ${table.photoChangeId} is not null
        when 'photo' then ${table.photoId} is not null
        when 'maintenance' then ${table.maintenanceItemId} is not null
        else ${table.documentId} is not null end)
        and num_nonnulls(${table.photoChangeId}, ${table.photoId}, ${table.maintenanceItemId}, ${table.documentId}) = 1`,
    ),
  ],
);
