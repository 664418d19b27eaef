import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import type { WebhookSubscriptionRow } from './present-webhook';
import { type WebhookOwner, ownedBy } from './webhook-owner';

/** The owner's subscriptions, newest first: a short list (WEBHOOK_SUBSCRIPTIONS_MAX), read whole. */
export function listWebhookSubscriptions(db: Db, owner: WebhookOwner): Promise<WebhookSubscriptionRow[]> {
  return db
    .select()
    .from(webhookSubscriptions)
    .where(ownedBy(owner))
    .orderBy(desc(webhookSubscriptions.createdAt), desc(webhookSubscriptions.id));
}

/** One of the owner's subscriptions; null for a missing one and another owner's alike. */
export async function findWebhookSubscription(
  db: Db,
  owner: WebhookOwner,
  id: string,
): Promise<WebhookSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(webhookSubscriptions)
    .where(and(ownedBy(owner), eq(webhookSubscriptions.id, id)));
  return row ?? null;
}
