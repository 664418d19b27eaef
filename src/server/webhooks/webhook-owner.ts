import { and, eq, isNull } from 'drizzle-orm';
import { webhookSubscriptions } from '#server/platform/db/schema/webhooks';

/** Whose subscriptions a request reaches: a person's own, or one company's. */
export type WebhookOwner = { userId: string } | { companyId: string };

/**
 * A person's subscriptions are their personal ones only: a company subscription they made belongs
 * to the company, and is managed there by any of its Admins.
 */
export const ownedBy = (owner: WebhookOwner) =>
  'companyId' in owner
    ? eq(webhookSubscriptions.companyId, owner.companyId)
    : and(eq(webhookSubscriptions.userId, owner.userId), isNull(webhookSubscriptions.companyId));
