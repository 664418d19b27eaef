import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { companies } from '#server/platform/db/schema/companies';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookSubscriptions,
} from '#server/platform/db/schema/webhooks';
import type { Logger } from '#server/platform/lib/logger';
import { Rejection } from '#server/platform/lib/rejection';
import type { Mailer } from '#server/platform/mail/mailer';
import { webhookDisabledEmail } from '#server/platform/mail/webhook-disabled-email';
import { WEBHOOK_RETRY_WINDOW_HOURS } from '#shared/webhooks/webhook-schemas';
import type { ResolveHost } from '#server/platform/services';
import { refuseUnsafeWebhookUrl } from './check-webhook-address';
import { sendWebhook, WEBHOOK_TIMEOUT_MS, type WebhookAnswer } from './send-webhook';
import { signedWebhookHeaders } from './sign-webhook';
import { openWebhookSecret } from './webhook-secret';

export type WebhookDeliveryDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  authSecret: string;
  /** WEBHOOKS_ALLOW_PRIVATE_URLS: development and tests, whose receiver runs on this machine. */
  allowPrivateUrls: boolean;
  resolveHost: ResolveHost;
  /** WEBHOOK_TIMEOUT_MS unless a test wants to wait less. */
  timeoutMs?: number;
};

/** Deliveries claimed and sent together: at most one timeout per batch however slow the receivers. */
const BATCH = 20;
/**
 * A claim outlasts a batch (its sends run side by side, each cut off at the timeout); a process that
 * died holding one leaves its deliveries to the next run after this.
 */
const CLAIM_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const RETRY_WINDOW_MS = WEBHOOK_RETRY_WINDOW_HOURS * 3_600_000;
const NOT_SENT_DISABLED = 'Not sent: the webhook was turned off.';

type ClaimedDelivery = {
  id: string;
  subscriptionId: string;
  messageId: string;
  payload: unknown;
  attempts: number;
  retriesFrom: Date;
};
type Subscription = typeof webhookSubscriptions.$inferSelect;

/**
 * Sends every delivery that is due. Each batch is claimed in one UPDATE of rows locked with SKIP
 * LOCKED, so any number of processes can run this at once and each delivery is sent by one of them.
 * A 2xx answer delivers it; anything else (another status, no answer, a refused address) is retried
 * after 30 s, 1 min, 2 min… until the next try would fall beyond a day after the event, when the
 * delivery fails and turns its webhook off, telling its owner by email. A delivery sent again by
 * hand starts a new run of retries from then (`retriesFrom`). Returns how many deliveries it handled.
 */
export async function deliverDueWebhooks(
  deps: WebhookDeliveryDeps,
  now: () => Date = () => new Date(),
): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = await claimDue(deps.db, now());
    if (claimed.length === 0) return handled;
    const subscriptions = await deps.db
      .select()
      .from(webhookSubscriptions)
      .where(
        inArray(webhookSubscriptions.id, [...new Set(claimed.map((delivery) => delivery.subscriptionId))]),
      );
    const byId = new Map(subscriptions.map((subscription) => [subscription.id, subscription]));
    await Promise.all(
      claimed.map(async (delivery) => {
        try {
          await deliver(deps, delivery, byId.get(delivery.subscriptionId), now);
        } catch (error) {
          // Its claim lapses and a later run tries it again.
          deps.logger.error(
            { err: error, deliveryId: delivery.id },
            'A webhook delivery could not be handled',
          );
        }
      }),
    );
    handled += claimed.length;
    if (claimed.length < BATCH) return handled;
  }
}

async function claimDue(db: Db, at: Date): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, at),
        or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, at)),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ claimedUntil: new Date(at.getTime() + CLAIM_MS) })
    .where(inArray(webhookDeliveries.id, due))
    .returning({
      id: webhookDeliveries.id,
      subscriptionId: webhookDeliveries.subscriptionId,
      messageId: webhookDeliveries.messageId,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
      retriesFrom: webhookDeliveries.retriesFrom,
    });
}

async function deliver(
  deps: WebhookDeliveryDeps,
  delivery: ClaimedDelivery,
  subscription: Subscription | undefined,
  now: () => Date,
) {
  if (!subscription || subscription.disabledAt) {
    await deps.db
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null, claimedUntil: null, lastError: NOT_SENT_DISABLED })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const attemptedAt = now();
  const started = performance.now();
  const answer = await attempt(deps, delivery, subscription, attemptedAt);
  const durationMs = Math.round(performance.now() - started);
  await deps.db
    .insert(webhookAttempts)
    .values({ deliveryId: delivery.id, attemptedAt, durationMs, ...answer });

  const attempts = delivery.attempts + 1;
  const outcome = {
    attempts,
    lastStatusCode: answer.statusCode,
    lastError: answer.error,
    claimedUntil: null,
  };
  if (answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300) {
    await deps.db
      .update(webhookDeliveries)
      .set({ ...outcome, status: 'delivered', deliveredAt: attemptedAt, nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const nextAttemptAt = new Date(attemptedAt.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1));
  if (nextAttemptAt.getTime() <= delivery.retriesFrom.getTime() + RETRY_WINDOW_MS) {
    await deps.db
      .update(webhookDeliveries)
      .set({ ...outcome, nextAttemptAt })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  await deps.db
    .update(webhookDeliveries)
    .set({ ...outcome, status: 'failed', nextAttemptAt: null })
    .where(eq(webhookDeliveries.id, delivery.id));
  await disable(deps, subscription, answer, attemptedAt);
}

/** One request, or the reason none could be made, in words for the delivery log. */
async function attempt(
  deps: WebhookDeliveryDeps,
  delivery: ClaimedDelivery,
  subscription: Subscription,
  at: Date,
): Promise<WebhookAnswer> {
  let secret: string;
  try {
    secret = openWebhookSecret(deps.authSecret, subscription.secret);
  } catch {
    return {
      statusCode: null,
      error:
        "Not sent: its signing secret can no longer be read (the server's AUTH_SECRET has changed). Make a new webhook.",
    };
  }
  let address;
  try {
    // Checked again at every attempt: the name may point somewhere else since it was made.
    address = await refuseUnsafeWebhookUrl(subscription.url, deps);
  } catch (error) {
    if (error instanceof Rejection) return { statusCode: null, error: `Not sent: ${error.message}` };
    throw error;
  }
  const body = JSON.stringify(delivery.payload);
  return sendWebhook({
    url: new URL(subscription.url),
    address,
    body,
    headers: signedWebhookHeaders(secret, { messageId: delivery.messageId, at, body }),
    timeoutMs: deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
  });
}

/**
 * Turns a webhook off once its delivery has failed for the whole retry window, marks its other
 * pending deliveries failed (they would fail the same way), and emails its owner. Only the run that
 * turns it off sends the email, so its owner hears once.
 */
async function disable(
  deps: WebhookDeliveryDeps,
  subscription: Subscription,
  answer: WebhookAnswer,
  at: Date,
) {
  const last = answer.statusCode !== null ? `the receiver answered HTTP ${answer.statusCode}.` : answer.error;
  const reason = `Deliveries kept failing for ${WEBHOOK_RETRY_WINDOW_HOURS} hours. Last attempt: ${last}`;
  const [disabled] = await deps.db
    .update(webhookSubscriptions)
    .set({ disabledAt: at, disabledReason: reason })
    .where(and(eq(webhookSubscriptions.id, subscription.id), isNull(webhookSubscriptions.disabledAt)))
    .returning({ id: webhookSubscriptions.id });
  if (!disabled) return;
  await deps.db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, lastError: NOT_SENT_DISABLED })
    .where(
      and(eq(webhookDeliveries.subscriptionId, subscription.id), eq(webhookDeliveries.status, 'pending')),
    );

  const [owner] = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, subscription.userId));
  const [company] = subscription.companyId
    ? await deps.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, subscription.companyId))
    : [];
  if (!owner) return;
  try {
    await deps.mailer.send(
      webhookDisabledEmail(owner.email, owner.name, {
        url: subscription.url,
        reason,
        companyName: company?.name ?? null,
        settingsUrl: `${deps.appUrl}/settings/api`,
      }),
    );
  } catch (error) {
    deps.logger.error(
      { err: error, subscriptionId: subscription.id },
      'The email that a webhook was turned off failed',
    );
  }
}
