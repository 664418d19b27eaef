import type {
  webhookAttempts,
  webhookDeliveries,
  webhookSubscriptions,
} from '#server/platform/db/schema/webhooks';
import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookPayload,
  WebhookSubscription,
} from '#shared/webhooks/webhook-schemas';

export type WebhookSubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

/** Never the secret, not even sealed: it is shown once, when the subscription is made. */
export function presentWebhookSubscription(row: WebhookSubscriptionRow): WebhookSubscription {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    owner: row.companyId ? 'company' : 'personal',
  };
}

function presentAttempt(row: WebhookAttemptRow): WebhookAttempt {
  return {
    attemptedAt: row.attemptedAt.toISOString(),
    statusCode: row.statusCode,
    error: row.error,
    durationMs: row.durationMs,
  };
}

/** A delivery with its attempts, newest first as given. */
export function presentWebhookDelivery(
  row: WebhookDeliveryRow,
  attempts: WebhookAttemptRow[],
): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    // Written by emitWebhookEvent as this envelope, and never changed.
    payload: row.payload as WebhookPayload,
    attemptLog: attempts.map(presentAttempt),
  };
}
