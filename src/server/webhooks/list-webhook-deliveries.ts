import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { webhookAttempts, webhookDeliveries } from '#server/platform/db/schema/webhooks';
import { type Cursor, olderThan, pageOf } from '#server/platform/lib/cursor';
import { findWebhookSubscription } from './list-webhook-subscriptions';
import type { WebhookAttemptRow } from './present-webhook';
import type { WebhookOwner } from './webhook-owner';

/** The attempts of some deliveries, newest first. */
export async function attemptsOf(db: Db, deliveryIds: string[]): Promise<WebhookAttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id));
}

/**
 * A page of a subscription's delivery log, newest first, each delivery with its attempts. Null when
 * the subscription is not the owner's.
 */
export async function listWebhookDeliveries(
  db: Db,
  owner: WebhookOwner,
  subscriptionId: string,
  page: { cursor: Cursor | undefined; limit: number },
) {
  if (!(await findWebhookSubscription(db, owner, subscriptionId))) return null;
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.subscriptionId, subscriptionId),
        olderThan(page.cursor, webhookDeliveries.createdAt, webhookDeliveries.id),
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit, (row) => ({ at: row.createdAt, id: row.id }));
  const attempts = await attemptsOf(
    db,
    items.map((delivery) => delivery.id),
  );
  return {
    items: items.map((delivery) => ({
      delivery,
      attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
    })),
    nextCursor,
  };
}
