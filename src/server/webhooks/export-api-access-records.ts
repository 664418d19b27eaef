import { and, asc, eq, isNull } from 'drizzle-orm';
import { apiKeys } from '#server/platform/db/schema/api-keys';
import { webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import type { RecordKindExport } from '#server/platform/db/export-record-kind';

/**
 * The public API's records in an export of the person's data (docs/product.md §26, §33): their own
 * API keys and webhook subscriptions, never a key's hash nor a subscription's signing secret. A
 * company's keys and subscriptions are the company's, not in a person's export.
 */
export const API_ACCESS_RECORD_KINDS: RecordKindExport[] = [
  {
    kind: 'api-keys',
    about:
      'Your API keys (Settings › API): what each may do and when it was last used, without the key itself.',
    fields: {
      id: "the record's id",
      name: 'the name you gave it',
      start: "the key's first characters, as the list shows them",
      scopes: 'read, write and originals: what it may do',
      expiresAt: 'when it stops working, if you set a day',
      lastUsedAt: 'when it was last used',
      createdAt: 'when it was created',
    },
    load: (db, userId) =>
      db
        .select({
          id: apiKeys.id,
          name: apiKeys.name,
          start: apiKeys.start,
          scopes: apiKeys.scopes,
          expiresAt: apiKeys.expiresAt,
          lastUsedAt: apiKeys.lastUsedAt,
          createdAt: apiKeys.createdAt,
        })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.companyId)))
        .orderBy(asc(apiKeys.createdAt)),
  },
  {
    kind: 'webhooks',
    about:
      'Your webhook subscriptions (Settings › API): where events are sent and which, without the signing secret.',
    fields: {
      id: "the record's id",
      url: 'the address events are sent to',
      events: 'the events it hears',
      disabledAt: 'when repeated failure turned it off, if it did',
      disabledReason: 'why it was turned off',
      createdAt: 'when it was created',
    },
    load: (db, userId) =>
      db
        .select({
          id: webhookSubscriptions.id,
          url: webhookSubscriptions.url,
          events: webhookSubscriptions.events,
          disabledAt: webhookSubscriptions.disabledAt,
          disabledReason: webhookSubscriptions.disabledReason,
          createdAt: webhookSubscriptions.createdAt,
        })
        .from(webhookSubscriptions)
        .where(and(eq(webhookSubscriptions.userId, userId), isNull(webhookSubscriptions.companyId)))
        .orderBy(asc(webhookSubscriptions.createdAt)),
  },
];
