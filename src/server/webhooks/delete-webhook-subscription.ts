import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import { type WebhookOwner, ownedBy } from './webhook-owner';

/**
 * Deleting a subscription takes its deliveries and their attempts with it: nothing more is sent.
 * False when the id names no subscription of this owner's, another person's or company's included.
 */
export async function deleteWebhookSubscription(db: Db, owner: WebhookOwner, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookSubscriptions)
    .where(and(ownedBy(owner), eq(webhookSubscriptions.id, id)))
    .returning({ id: webhookSubscriptions.id });
  return rows.length > 0;
}
