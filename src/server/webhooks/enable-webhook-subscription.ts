import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import type { WebhookSubscriptionRow } from './present-webhook';
import { type WebhookOwner, ownedBy } from './webhook-owner';

/**
 * Turns a subscription that repeated failure turned off back on: events from now on are queued for
 * it again (those missed while it was off are not). One that is on stays as it is. Null when the id
 * names no subscription of this owner's.
 */
export async function enableWebhookSubscription(
  db: Db,
  owner: WebhookOwner,
  id: string,
): Promise<WebhookSubscriptionRow | null> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ disabledAt: null, disabledReason: null })
    .where(and(ownedBy(owner), eq(webhookSubscriptions.id, id)))
    .returning();
  return row ?? null;
}
