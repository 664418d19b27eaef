import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ApiKeyInput,
  ApiKeyList,
  CompanyApiKeyInput,
  CreatedApiKeyResponse,
} from '#shared/api-keys/api-key-schemas';
import type {
  CreatedWebhookSubscriptionResponse,
  WebhookDeliveryPage,
  WebhookDeliveryResponse,
  WebhookSubscriptionInput,
  WebhookSubscriptionList,
  WebhookSubscriptionResponse,
} from '#shared/webhooks/webhook-schemas';
import { api } from '#client/lib/api-client';

/**
 * Whose keys and webhooks: the signed-in person's ('/api') or their company's ('/api/company',
 * Admins only). The routes under both are the same.
 */
export type ApiAccessBase = '/api' | '/api/company';

export const apiKeysKey = (base: ApiAccessBase) => ['api-keys', base] as const;
export const webhooksKey = (base: ApiAccessBase) => ['webhooks', base] as const;
export const webhookDeliveriesKey = (base: ApiAccessBase, subscriptionId: string) =>
  [...webhooksKey(base), subscriptionId, 'deliveries'] as const;

export function useApiKeys(base: ApiAccessBase) {
  return useQuery({
    queryKey: apiKeysKey(base),
    queryFn: async () => (await api<ApiKeyList>(`${base}/api-keys`)).apiKeys,
  });
}

export const apiKeysApi = {
  create: (base: ApiAccessBase, input: ApiKeyInput | CompanyApiKeyInput) =>
    api<CreatedApiKeyResponse>(`${base}/api-keys`, { body: input }),
  revoke: (base: ApiAccessBase, id: string) => api<void>(`${base}/api-keys/${id}`, { method: 'DELETE' }),
};

export function useWebhookSubscriptions(base: ApiAccessBase) {
  return useQuery({
    queryKey: webhooksKey(base),
    queryFn: async () => (await api<WebhookSubscriptionList>(`${base}/webhooks`)).subscriptions,
  });
}

/** A subscription's deliveries, newest first, a page at a time; asked for only while `enabled`. */
export function useWebhookDeliveries(base: ApiAccessBase, subscriptionId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: webhookDeliveriesKey(base, subscriptionId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api<WebhookDeliveryPage>(
        `${base}/webhooks/${subscriptionId}/deliveries${pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : ''}`,
      ),
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

export const webhooksApi = {
  create: (base: ApiAccessBase, input: WebhookSubscriptionInput) =>
    api<CreatedWebhookSubscriptionResponse>(`${base}/webhooks`, { body: input }),
  remove: (base: ApiAccessBase, id: string) => api<void>(`${base}/webhooks/${id}`, { method: 'DELETE' }),
  enable: (base: ApiAccessBase, id: string) =>
    api<WebhookSubscriptionResponse>(`${base}/webhooks/${id}/enable`, { method: 'POST' }),
  resend: (base: ApiAccessBase, subscriptionId: string, deliveryId: string) =>
    api<WebhookDeliveryResponse>(`${base}/webhooks/${subscriptionId}/deliveries/${deliveryId}/resend`, {
      method: 'POST',
    }),
};
