import type { DomainEventHandler } from '#server/platform/outbox/dispatch-side-effects';
import type { WebhookEventType } from '#shared/webhooks/webhook-schemas';
import { queueWebhookEvent, type WebhookEvent } from './emit-webhook-event';
import { companySharing } from './sharing-company';

/**
 * The webhooks domain's answer to a domain event (decision 050): a delivery to each subscription
 * that asked for it, the renter's own and the company's that sees the record. A photo's company is
 * the one its tenant shares that stage's photos with; other events name theirs. A failure throws,
 * so the outbox hands the event again later.
 */
export const queueWebhookDeliveries: DomainEventHandler = async (services, event) => {
  const companyId =
    event.type === 'photo.created'
      ? await companySharing(services, {
          userId: event.userId,
          propertyId: event.data.propertyId,
          kind: event.data.stage,
        })
      : (event.companyId ?? null);
  const webhookEvent: WebhookEvent<WebhookEventType> = { ...event, at: new Date(event.at), companyId };
  await queueWebhookEvent(services, webhookEvent);
};
