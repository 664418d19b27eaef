import { z } from 'zod';

// Webhooks (docs/product.md §33): a person's or a company's subscriptions, their deliveries, and the
// body of each event. Deliveries follow the Standard Webhooks specification.

export const WEBHOOK_EVENT_TYPES = [
  'share_link.opened',
  'photo.created',
  'maintenance.status_changed',
  'message.created',
  'deposit.deadline_near',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'share_link.opened': 'A share link was opened',
  'photo.created': 'A photo was added',
  'maintenance.status_changed': "A maintenance request's status changed",
  'message.created': 'A message was sent',
  'deposit.deadline_near': "A deposit's return deadline is 3 days away",
};

export const WEBHOOK_URL_MAX = 2000;
/** Each event is sent once per subscription: a cap keeps one account from multiplying its traffic. */
export const WEBHOOK_SUBSCRIPTIONS_MAX = 10;
/** How long deliveries of one event keep being retried before it counts as failed. */
export const WEBHOOK_RETRY_WINDOW_HOURS = 24;

export const WEBHOOK_MESSAGES = {
  url: 'Please enter the web address to send events to, such as https://example.com/hooks/rentproof.',
  urlTooLong: `Web addresses are at most ${WEBHOOK_URL_MAX} characters.`,
  httpsOnly: 'Webhook addresses must start with https://.',
  privateAddress:
    'That address leads to a private, loopback or link-local network, which webhooks cannot reach. Use a public https:// address.',
  unresolvable: 'That address could not be found (its host name does not resolve).',
  events: 'Choose at least one event.',
  event: `Events are ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
  adminsOnly: 'Only company Admins can manage company webhooks.',
  notFailedOrDelivered: 'This delivery is still being tried; it can be sent again once it has finished.',
  turnedOff: 'This webhook is turned off. Turn it back on, then send the delivery again.',
  tooMany: `You can have at most ${WEBHOOK_SUBSCRIPTIONS_MAX} webhooks. Delete one you no longer use first.`,
} as const;

export const webhookSubscriptionInputSchema = z
  .object({
    url: z
      .string({ error: WEBHOOK_MESSAGES.url })
      .trim()
      .min(1, WEBHOOK_MESSAGES.url)
      .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
      .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.url })),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.event }), {
        error: WEBHOOK_MESSAGES.events,
      })
      .min(1, WEBHOOK_MESSAGES.events)
      .transform((events) => [...new Set(events)]),
  })
  .strict();
export type WebhookSubscriptionInput = z.infer<typeof webhookSubscriptionInputSchema>;

/** A page of a subscription's delivery log, newest first. */
export const webhookDeliveryQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A subscription as lists show it: never its secret. */
export type WebhookSubscription = {
  id: string;
  url: string;
  events: WebhookEventType[];
  /** Set when repeated failure turned it off; null while it delivers. */
  disabledAt: string | null;
  disabledReason: string | null;
  createdAt: string;
  /** 'company' for a company's subscription. */
  owner: 'personal' | 'company';
};

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export type WebhookAttempt = {
  attemptedAt: string;
  /** Null when no answer came: refused address, timeout, connection error. */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
};

export type WebhookDelivery = {
  id: string;
  /** The `webhook-id` header, the same on every attempt. */
  messageId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** The exact body sent. */
  payload: WebhookPayload;
  /** Newest first. */
  attemptLog: WebhookAttempt[];
};

/** The body of every delivery: the Standard Webhooks envelope. */
export type WebhookPayload<T extends WebhookEventType = WebhookEventType> = {
  type: T;
  /** When the event happened (ISO 8601, UTC). */
  timestamp: string;
  data: WebhookEventData[T];
};

export type WebhookEventData = {
  'share_link.opened': {
    shareLinkId: string;
    kind: 'rental-verification' | 'report' | 'deposit-dispute';
    propertyId: string | null;
    openedAt: string;
  };
  'photo.created': {
    photoId: string;
    propertyId: string;
    stage: string;
    area: string;
    sha256: string;
    receivedAt: string;
  };
  'maintenance.status_changed': {
    maintenanceItemId: string;
    propertyId: string;
    title: string;
    previousStatus: string;
    status: string;
    changedAt: string;
  };
  'message.created': {
    messageId: string;
    /** The tenant link between the renter and the company the message went between. */
    tenancyId: string;
    senderName: string;
    subject: string;
    /** The message's body. */
    text: string;
    createdAt: string;
  };
  'deposit.deadline_near': {
    depositId: string;
    propertyId: string;
    dueOn: string;
    daysLeft: number;
  };
};

/** The answers of /api/webhooks and /api/company/webhooks (decision 017). */
export type WebhookSubscriptionList = { subscriptions: WebhookSubscription[] };
export type WebhookSubscriptionResponse = { subscription: WebhookSubscription };
/** The only answer that carries the signing secret. */
export type CreatedWebhookSubscriptionResponse = { subscription: WebhookSubscription; secret: string };
export type WebhookDeliveryPage = { deliveries: WebhookDelivery[]; nextCursor: string | null };
export type WebhookDeliveryResponse = { delivery: WebhookDelivery };
