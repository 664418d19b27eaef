import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WebhookEventType } from '#shared/webhooks/webhook-schemas';
import { users } from './auth';
import { companies } from './companies';

/**
 * Where a person or a company wants to hear of events (docs/product.md §33). The signing secret is
 * kept encrypted under a key derived from AUTH_SECRET: it has to be read to sign each delivery.
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who made it: the owner of a personal subscription, the Admin who made a company one. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    /** `whsec_…` (Standard Webhooks), AES-256-GCM sealed. */
    secret: text('secret').notNull(),
    /** Null while it delivers; set when repeated failure turned it off, with why. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_subscriptions_user_idx').on(table.userId, table.createdAt),
    index('webhook_subscriptions_company_idx').on(table.companyId, table.createdAt),
  ],
);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * One event for one subscription: its message (the id, type and body every attempt sends
 * unchanged) and where its retries stand. The job queue's delivery run claims due rows.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    /** The `webhook-id` header: `msg_…`, the same on every attempt so receivers can skip repeats. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    /** The exact JSON body sent: `{ type, timestamp, data }`. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    /** Attempts in the current run of retries (a resend starts a new run); the log has them all. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the current run of retries began: when the event was queued, or when it was resent. The
     * retries stop 24 hours after it.
     */
    retriesFrom: timestamp('retries_from', { withTimezone: true }).notNull().defaultNow(),
    /** When it is next due; null once delivered or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A run's claim: another run leaves the row alone until it lapses. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_subscription_idx').on(table.subscriptionId, table.createdAt),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('webhook_deliveries_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/** Each request made for a delivery, for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    /** The receiver's HTTP status; null when no answer came (refused address, timeout, connection). */
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);
