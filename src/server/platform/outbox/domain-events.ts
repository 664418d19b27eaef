import type { WebhookEventData, WebhookEventType } from '#shared/webhooks/webhook-schemas';

/**
 * What a domain tells the rest of the server happened (issue 36, point 3, decision 050): recorded in
 * the outbox with the change, or just after it, and handed once committed to each handler the
 * composition root lists (src/server/event-handlers.ts). A domain never imports another to notify
 * it: photos records `photo.created`, and the webhooks domain, one of its handlers, queues the
 * deliveries. The events are those a webhook reports, with the same data, so the webhook's contract
 * is the event's.
 */
export type DomainEvent = {
  [T in WebhookEventType]: {
    type: T;
    data: WebhookEventData[T];
    /** When it happened, in ISO 8601: the outbox keeps its payload as JSON. */
    at: string;
    /** The person whose record it is. */
    userId: string;
    /**
     * The company that sees the record through a tenant link, when the domain that records the
     * event decides it (a maintenance item's); left out, a handler that needs it works it out.
     */
    companyId?: string | null;
  };
}[WebhookEventType];
