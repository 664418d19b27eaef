import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONDITIONS, type Disagreement } from '#shared/inspections/inspection-schemas';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import { users } from './auth';
import { companies } from './companies';
import { properties } from './properties';
import { walkthroughRooms } from './walkthroughs';

/**
 * A place's condition report (docs/product.md §34): rooms of items, each rated at move-in and at
 * move-out. One per place; its rooms start as the walkthrough's (or the photo areas) and are then
 * the renter's to edit. `frozenAt` is the first signature's time: from then on the move-in side
 * no longer changes, and later move-in evidence is an addendum.
 */
export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .unique()
      .references(() => properties.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inspections_user_idx').on(table.userId)],
);

export const inspectionRooms = pgTable(
  'inspection_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    /** The walkthrough room it was made from, when there was one: its photos show beside it. */
    walkthroughRoomId: uuid('walkthrough_room_id').references(() => walkthroughRooms.id, {
      onDelete: 'set null',
    }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [index('inspection_rooms_inspection_idx').on(table.inspectionId, table.position)],
);

export const inspectionItems = pgTable(
  'inspection_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => inspectionRooms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [
    index('inspection_items_inspection_idx').on(table.inspectionId),
    index('inspection_items_room_idx').on(table.roomId, table.position),
  ],
);

/** An item's condition at one stage, with the renter's comment. */
export const inspectionRatings = pgTable(
  'inspection_ratings',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => inspectionItems.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: EVIDENCE_STAGES }).notNull(),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    comment: text('comment').notNull().default(''),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.stage] }),
    check('inspection_ratings_stage_check', sql`${table.stage} in ('move-in', 'move-out')`),
    check(
      'inspection_ratings_condition_check',
      sql`${table.condition} in ('good', 'fair', 'poor', 'damaged', 'not-inspected')`,
    ),
  ],
);

/**
 * A request to the landlord to sign the move-in report, sent to their email. Only the SHA-256 of
 * the link's token and of the one-time code are kept; the code is good for 10 minutes and 5 tries.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    /** Lowercased. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('signature_requests_inspection_idx').on(table.inspectionId, table.createdAt)],
);

/**
 * A signature on the move-in report: who, when, and the hashes of the exact report and manifest
 * signed, kept as the very bytes that were hashed so anyone can check them again.
 */
export const reportSignatures = pgTable(
  'report_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['landlord', 'renter'] }).notNull(),
    /** How the signer showed who they are: an emailed code, the renter's session, a company member's. */
    method: text('method', { enum: ['email-code', 'account', 'landlord-portal'] }).notNull(),
    requestId: uuid('request_id').references(() => signatureRequests.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The company's name when it signed, kept as signed. */
    companyName: text('company_name'),
    signerUserId: text('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    consentText: text('consent_text').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    reportJson: text('report_json').notNull(),
    reportSha256: text('report_sha256').notNull(),
    manifestJson: text('manifest_json').notNull(),
    manifestSha256: text('manifest_sha256').notNull(),
    disagreements: jsonb('disagreements').$type<Disagreement[]>().notNull(),
  },
  (table) => [
    index('report_signatures_inspection_idx').on(table.inspectionId, table.signedAt),
    check('report_signatures_role_check', sql`${table.role} in ('landlord', 'renter')`),
    check(
      'report_signatures_method_check',
      sql`${table.method} in ('email-code', 'account', 'landlord-portal')`,
    ),
  ],
);
