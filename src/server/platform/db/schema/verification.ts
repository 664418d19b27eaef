import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReportOptions } from '#shared/reports/report-schemas';
import type { ShareItem } from '#shared/verification/verification-schemas';
import { users } from './auth';
import { deposits } from './deposits';

/**
 * A share link: a rental verification sent to a recipient, a report shared from /reports, or the
 * evidence of a deposit dispute's deductions (docs/product.md §32).
 * Only the SHA-256 of its token is stored.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['rental-verification', 'report', 'deposit-dispute'] }).notNull(),
    recipientEmail: text('recipient_email'),
    tokenHash: text('token_hash').notNull().unique(),
    /** `includeReviews`: the renter's emotional reviews in Resident Conduct; absent (older links) is off. */
    dataToShare: jsonb('data_to_share').$type<{ items: ShareItem[]; includeReviews?: boolean }>().notNull(),
    /** For a shared report: what it covers, as chosen on /reports. */
    reportOptions: jsonb('report_options').$type<ReportOptions>(),
    /** For a deposit dispute: the deposit whose deductions and their evidence the link shows. */
    depositId: uuid('deposit_id').references(() => deposits.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'viewed', 'revoked'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_requests_user_idx').on(table.userId, table.createdAt, table.id),
    check(
      'verification_requests_kind_check',
      sql`${table.kind} in ('rental-verification', 'report', 'deposit-dispute')`,
    ),
    check(
      'verification_requests_deposit_check',
      sql`(${table.kind} = 'deposit-dispute') = (${table.depositId} is not null)`,
    ),
    check('verification_requests_status_check', sql`${table.status} in ('pending', 'viewed', 'revoked')`),
    check(
      'verification_requests_recipient_check',
      sql`${table.kind} <> 'rental-verification' or ${table.recipientEmail} is not null`,
    ),
  ],
);

/** Every valid opening of a share link, for its owner: when, and a coarse browser description. */
export const verificationViews = pgTable(
  'verification_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => verificationRequests.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
    browser: text('browser').notNull(),
  },
  (table) => [index('verification_views_request_idx').on(table.requestId, table.viewedAt)],
);
