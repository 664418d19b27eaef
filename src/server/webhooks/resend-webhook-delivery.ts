import { and, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { webhookDeliveries, webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import { Rejection } from '#server/platform/lib/rejection';
import { WEBHOOK_MESSAGES } from '#shared/webhooks/webhook-schemas';
import type { WebhookDeliveryRow } from './present-webhook';
import { type WebhookOwner, ownedBy } from './webhook-owner';

/**
 * Sends a finished delivery (delivered or failed) again: it is pending and due now, with the same
 * message, so its `webhook-id` is unchanged and a receiver that kept it can tell it is a repeat. It
 * starts a new run of retries, so a resend that fails is retried for 24 hours like a new event.
 * A delivery still being tried is refused (409), as is one of a subscription that is turned off,
 * whose deliveries the job would not send. Null when the delivery is not of the owner's subscription.
 */
export async function resendWebhookDelivery(
  db: Db,
  owner: WebhookOwner,
  target: { subscriptionId: string; deliveryId: string },
  now: Date,
): Promise<WebhookDeliveryRow | null> {
  const ofTarget = and(
    eq(webhookDeliveries.id, target.deliveryId),
    eq(webhookDeliveries.subscriptionId, target.subscriptionId),
  );
  const ownEnabledSubscription = db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId),
        ownedBy(owner),
        isNull(webhookSubscriptions.disabledAt),
      ),
    );
  // One statement both checks and changes, so two resends at once queue the delivery once.
  const [resent] = await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      attempts: 0,
      retriesFrom: now,
      nextAttemptAt: now,
      claimedUntil: null,
      deliveredAt: null,
    })
    .where(
      and(
        ofTarget,
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        exists(ownEnabledSubscription),
      ),
    )
    .returning();
  if (resent) return resent;
  const [found] = await db
    .select({ status: webhookDeliveries.status, disabledAt: webhookSubscriptions.disabledAt })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(and(ofTarget, ownedBy(owner)));
  if (!found) return null;
  if (found.disabledAt) throw new Rejection('conflict', 'CONFLICT', WEBHOOK_MESSAGES.turnedOff);
  throw new Rejection('conflict', 'CONFLICT', WEBHOOK_MESSAGES.notFailedOrDelivered);
}
