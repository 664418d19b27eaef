import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { WEBHOOK_EVENT_LABELS, type WebhookSubscription } from '#shared/webhooks/webhook-schemas';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { type ApiAccessBase, useWebhookSubscriptions, webhooksApi, webhooksKey } from '../api/api-access-api';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { CreatedSecretDialog } from './created-secret-dialog';
import { AccessListCard } from './access-list-card';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog';

function SubscriptionItem({
  subscription,
  base,
}: {
  subscription: WebhookSubscription;
  base: ApiAccessBase;
}) {
  const [deleting, setDeleting] = useState(false);
  const [showingDeliveries, setShowingDeliveries] = useState(false);
  const refreshes = [webhooksKey(base)];
  const remove = useAction({
    run: () => webhooksApi.remove(base, subscription.id),
    refreshes,
    onSuccess: () => {
      notify.success('Webhook deleted', `Events are no longer sent to ${subscription.url}.`);
      setDeleting(false);
    },
    failureTitle: 'Webhook not deleted',
  });
  const enable = useAction({
    run: () => webhooksApi.enable(base, subscription.id),
    refreshes,
    onSuccess: () => notify.success('Webhook turned back on', 'New events are sent to it again.'),
    failureTitle: 'Webhook not turned on',
  });

  return (
    <li className="flex items-start gap-3 p-4">
      <Webhook className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-48 flex-1 space-y-1.5">
          <p className="font-mono text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
            {subscription.url}
          </p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Events">
            {subscription.events.map((type) => (
              <li key={type} title={WEBHOOK_EVENT_LABELS[type]}>
                <Badge tone="info">{type}</Badge>
              </li>
            ))}
          </ul>
          {subscription.disabledAt && (
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-sm text-red-800">
                Turned off: {subscription.disabledReason ?? 'its deliveries kept failing.'}
              </p>
              <Button
                variant="secondary"
                size="sm"
                busy={enable.isPending}
                aria-label={`Turn back on ${subscription.url}`}
                onClick={() => enable.mutate()}
              >
                Turn back on
              </Button>
            </div>
          )}
        </div>
        <div className="-ml-3 flex gap-1 sm:ml-0">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Deliveries to ${subscription.url}`}
            onClick={() => setShowingDeliveries(true)}
          >
            Deliveries
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Delete ${subscription.url}`}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        </div>
      </div>
      <WebhookDeliveriesDialog
        subscription={subscription}
        base={base}
        open={showingDeliveries}
        onOpenChange={setShowingDeliveries}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this webhook?"
        description={`Rentproof stops sending events to ${subscription.url} at once. This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

/**
 * Webhooks (issue 19): web addresses that receive events as they happen, the person's own under
 * '/api' or the company's under '/api/company'. The signing secret is shown once, right after.
 */
export function WebhooksCard({ base, company = false }: { base: ApiAccessBase; company?: boolean }) {
  const subscriptions = useWebhookSubscriptions(base);
  const items = subscriptions.data ?? [];
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <AccessListCard
      title={company ? 'Company webhooks' : 'Webhooks'}
      description={
        company
          ? "Events from your company's properties and tenants, sent to your server as they happen."
          : 'Events sent to your server as they happen, such as a new photo or a share link opened.'
      }
      actionLabel="Add webhook"
      onAction={() => setCreating(true)}
      query={subscriptions}
      isEmpty={items.length === 0}
      errorTitle="Error fetching webhooks"
      empty={{
        title: 'No webhooks yet.',
        text: "Add your server's address to hear of events without asking the API again and again.",
      }}
      list={
        <ul className="divide-y divide-slate-100" aria-label={company ? 'Company webhooks' : 'Webhooks'}>
          {items.map((subscription) => (
            <SubscriptionItem key={subscription.id} subscription={subscription} base={base} />
          ))}
        </ul>
      }
      dialogs={
        <>
          <CreateWebhookDialog
            open={creating}
            onOpenChange={setCreating}
            base={base}
            onCreated={(created) => {
              setCreating(false);
              setSecret(created);
            }}
          />
          <CreatedSecretDialog
            secret={secret}
            title="Your webhook's signing secret"
            description="Your server uses it to check that each delivery comes from Rentproof (the webhook-signature header)."
            label="signing secret"
            onClose={() => setSecret(null)}
          />
        </>
      }
    />
  );
}
