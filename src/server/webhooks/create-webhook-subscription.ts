import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import { Rejection } from '#server/platform/lib/rejection';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_SUBSCRIPTIONS_MAX,
  type WebhookSubscriptionInput,
} from '#shared/webhooks/webhook-schemas';
import { ownedBy } from './webhook-owner';
import type { WebhookSubscriptionRow } from './present-webhook';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secret';

/**
 * Makes a subscription and returns it with its signing secret, which is kept only sealed: the
 * caller shows it once. A company subscription names its company; the caller has checked its maker
 * is an Admin there. The address has been checked by refuseUnsafeWebhookUrl.
 */
export async function createWebhookSubscription(
  deps: { db: Db; authSecret: string; now: Date },
  maker: { userId: string; companyId: string | null },
  input: WebhookSubscriptionInput,
): Promise<{ row: WebhookSubscriptionRow; secret: string }> {
  const owner = maker.companyId ? { companyId: maker.companyId } : { userId: maker.userId };
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    // Two requests at once would each count one short of the cap: one creation per owner at a time.
    const key =
      'companyId' in owner ? `webhooks:company:${owner.companyId}` : `webhooks:user:${owner.userId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    if ((await tx.$count(webhookSubscriptions, ownedBy(owner))) >= WEBHOOK_SUBSCRIPTIONS_MAX) {
      throw new Rejection('conflict', 'CONFLICT', WEBHOOK_MESSAGES.tooMany);
    }
    const [inserted] = await tx
      .insert(webhookSubscriptions)
      .values({
        userId: maker.userId,
        companyId: maker.companyId,
        url: input.url,
        events: input.events,
        secret: sealWebhookSecret(deps.authSecret, secret),
        createdAt: deps.now,
      })
      .returning();
    if (!inserted) throw new Error('The webhook subscription was not stored');
    return inserted;
  });
  return { row, secret };
}
