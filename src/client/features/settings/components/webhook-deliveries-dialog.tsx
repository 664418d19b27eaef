import {
  WEBHOOK_EVENT_LABELS,
  type WebhookDelivery,
  type WebhookSubscription,
} from '#shared/webhooks/webhook-schemas';
import { ListState } from '#client/components/list-state';
import { ShowMoreButton } from '#client/components/show-more-button';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { SkeletonList } from '#client/components/ui/skeleton';
import { formatDateTime } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import {
  type ApiAccessBase,
  useWebhookDeliveries,
  webhookDeliveriesKey,
  webhooksApi,
} from '../api/api-access-api';

/** A pending delivery not yet tried is queued; once a try failed, it is being retried. */
function statusOf(delivery: WebhookDelivery) {
  if (delivery.status === 'delivered') return { label: 'Delivered', tone: 'success' } as const;
  if (delivery.status === 'failed') return { label: 'Failed', tone: 'danger' } as const;
  return delivery.attempts > 0
    ? ({ label: 'Retrying', tone: 'warning' } as const)
    : ({ label: 'Queued', tone: 'neutral' } as const);
}

/** What the last try got back: the receiver's status code, or why no answer came. */
function lastAnswer(delivery: WebhookDelivery) {
  if (delivery.lastStatusCode !== null) return `Answered ${delivery.lastStatusCode}`;
  if (delivery.lastError) return delivery.lastError;
  return 'Not tried yet';
}

const attemptsOf = (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`;

function DeliveryItem({
  delivery,
  base,
  subscriptionId,
}: {
  delivery: WebhookDelivery;
  base: ApiAccessBase;
  subscriptionId: string;
}) {
  const status = statusOf(delivery);
  const sentAt = formatDateTime(delivery.createdAt);
  const resend = useAction({
    run: () => webhooksApi.resend(base, subscriptionId, delivery.id),
    refreshes: [webhookDeliveriesKey(base, subscriptionId)],
    onSuccess: () => notify.success('Delivery queued again', 'It is sent again in a moment.'),
    failureTitle: 'Delivery not resent',
  });

  return (
    <li className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <code className="font-mono text-sm font-medium text-slate-900">{delivery.eventType}</code>
          <Badge tone={status.tone}>{status.label}</Badge>
        </p>
        <p className="text-sm text-slate-600">{WEBHOOK_EVENT_LABELS[delivery.eventType]}</p>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
          {sentAt} · {attemptsOf(delivery.attempts)} · {lastAnswer(delivery)}
        </p>
        {delivery.status === 'pending' && delivery.nextAttemptAt && (
          <p className="text-sm text-slate-600">Next try {formatDateTime(delivery.nextAttemptAt)}</p>
        )}
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-medium text-accent-700">
            What was sent
          </summary>
          <pre className="max-h-60 overflow-auto rounded-md bg-slate-50 p-3 font-mono text-xs text-slate-800">
            {JSON.stringify(delivery.payload, null, 2)}
          </pre>
        </details>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={delivery.status === 'pending'}
        busy={resend.isPending}
        aria-label={`Resend ${delivery.eventType} of ${sentAt}`}
        onClick={() => resend.mutate()}
      >
        Resend
      </Button>
    </li>
  );
}

/** A subscription's deliveries, newest first, each with its outcome and a way to send it again. */
export function WebhookDeliveriesDialog({
  subscription,
  base,
  open,
  onOpenChange,
}: {
  subscription: WebhookSubscription;
  base: ApiAccessBase;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const deliveries = useWebhookDeliveries(base, subscription.id, open);
  const items = deliveries.data?.pages.flatMap((page) => page.deliveries) ?? [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title="Deliveries"
          description={<span className="[overflow-wrap:anywhere]">To {subscription.url}</span>}
          className="max-w-2xl"
        >
          <ListState
            query={deliveries}
            isEmpty={items.length === 0}
            errorTitle="Error fetching deliveries"
            loading={<SkeletonList count={2} className="space-y-3" itemClassName="h-20" />}
            empty={
              <p className="text-sm text-slate-600">
                No deliveries yet. Each event sent to this address appears here, with what it answered.
              </p>
            }
          >
            <div className="space-y-3">
              <ul className="divide-y divide-slate-100" aria-label="Deliveries">
                {items.map((delivery) => (
                  <DeliveryItem
                    key={delivery.id}
                    delivery={delivery}
                    base={base}
                    subscriptionId={subscription.id}
                  />
                ))}
              </ul>
              <ShowMoreButton pages={deliveries} />
            </div>
          </ListState>
        </DialogContent>
      )}
    </Dialog>
  );
}
