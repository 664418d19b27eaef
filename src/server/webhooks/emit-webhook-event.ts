import { randomBytes } from 'node:crypto';
import { and, arrayContains, eq, isNull, or } from 'drizzle-orm';
import { JOBS } from '#server/platform/jobs/run-soon';
import { webhookDeliveries, webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import type { OutboxServices } from '#server/platform/outbox/dispatch-side-effects';
import { inTransaction } from '#server/platform/outbox/in-transaction';
import type { Outbox, Tx } from '#server/platform/outbox/side-effects';
import type { Db } from '#server/platform/db/database';
import type { WebhookEventData, WebhookEventType, WebhookPayload } from '#shared/webhooks/webhook-schemas';

export type WebhookEvent<T extends WebhookEventType> = {
  type: T;
  data: WebhookEventData[T];
  /** When it happened. */
  at: Date;
  /** The person whose record it is: their personal subscriptions hear of it. */
  userId: string;
  /** The company the record is shared with (through a tenant link), whose subscriptions hear too. */
  companyId?: string | null;
};

/** `msg_` and 24 random bytes: the Standard Webhooks `webhook-id`, unique per event and subscription. */
const messageId = () => `msg_${randomBytes(24).toString('base64url')}`;

/** The enabled subscriptions that hear of this event: the person's own and the company's. */
function subscriptionsTo(db: Db | Tx, event: WebhookEvent<WebhookEventType>) {
  const owners = [and(eq(webhookSubscriptions.userId, event.userId), isNull(webhookSubscriptions.companyId))];
  if (event.companyId) owners.push(eq(webhookSubscriptions.companyId, event.companyId));
  return db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(
      and(
        isNull(webhookSubscriptions.disabledAt),
        arrayContains(webhookSubscriptions.events, [event.type]),
        or(...owners),
      ),
    );
}

/**
 * Queues one delivery of an event to each enabled subscription that asked for it: the person's
 * own and, when given, the company's. The delivery rows are written in the outbox's transaction,
 * with the change the event reports, and the delivery job is woken once that transaction has
 * committed: a transaction never waits for the job queue (decision 043).
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  outbox: Outbox,
  event: WebhookEvent<T>,
): Promise<void> {
  const subscriptions = await subscriptionsTo(outbox.tx, event);
  if (subscriptions.length === 0) return;
  const payload: WebhookPayload<T> = {
    type: event.type,
    timestamp: event.at.toISOString(),
    data: event.data,
  };
  await outbox.tx.insert(webhookDeliveries).values(
    subscriptions.map((subscription) => ({
      subscriptionId: subscription.id,
      messageId: messageId(),
      eventType: event.type,
      payload,
      createdAt: event.at,
      retriesFrom: event.at,
      nextAttemptAt: event.at,
    })),
  );
  await outbox.record({ kind: 'job', job: JOBS.webhooks });
}

/** An event for a change already saved, in a short transaction of its own; a failure throws. */
export async function queueWebhookEvent<T extends WebhookEventType>(
  services: OutboxServices,
  event: WebhookEvent<T>,
): Promise<void> {
  // Most events have no subscriber: those cost one read, not a transaction (a photo upload emits one).
  if ((await subscriptionsTo(services.database.db, event)).length === 0) return;
  await inTransaction(services, (_tx, outbox) => emitWebhookEvent(outbox, event));
}

/**
 * The same, where a failure is logged and never fails the request whose change it reports: the
 * change is made, and missing one event is better than refusing it.
 */
export async function emitStandaloneWebhookEvent<T extends WebhookEventType>(
  services: OutboxServices,
  event: WebhookEvent<T>,
): Promise<void> {
  try {
    await queueWebhookEvent(services, event);
  } catch (error) {
    services.logger.error({ err: error, event: event.type }, 'A webhook event could not be queued');
  }
}
