import type { DomainEventHandler } from '#server/platform/outbox/dispatch-side-effects';
import { queueWebhookDeliveries } from '#server/webhooks/queue-webhook-deliveries';

/**
 * Who hears of each domain event (decision 050): the one place that knows both the domain that tells
 * and the one that answers, so neither imports the other. Every process that records events passes
 * this list to its services (main.ts, the tests' app, the benchmarks).
 */
export const EVENT_HANDLERS: readonly DomainEventHandler[] = [queueWebhookDeliveries];
