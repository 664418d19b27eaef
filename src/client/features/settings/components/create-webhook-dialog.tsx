import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type WebhookSubscriptionInput,
  webhookSubscriptionInputSchema,
} from '#shared/webhooks/webhook-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { type ApiAccessBase, webhooksApi, webhooksKey } from '../api/api-access-api';

type FormValues = z.input<typeof webhookSubscriptionInputSchema>;

/** Subscribes a web address to events; `onCreated` gets the signing secret. */
export function CreateWebhookDialog({
  open,
  onOpenChange,
  base,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  base: ApiAccessBase;
  onCreated: (secret: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title="Add a webhook"
          description="Rentproof sends each event you choose to this address as it happens, signed so your server can tell it is from us."
        >
          <WebhookForm base={base} onCreated={onCreated} onCancel={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The form, mounted with the dialog so each opening starts empty. */
function WebhookForm({
  base,
  onCreated,
  onCancel,
}: {
  base: ApiAccessBase;
  onCreated: (secret: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<FormValues, unknown, WebhookSubscriptionInput>({
    resolver: zodResolver(webhookSubscriptionInputSchema),
    defaultValues: { url: '', events: [] },
  });
  const { errors } = form.formState;
  const create = useAction({
    run: (input: WebhookSubscriptionInput) => webhooksApi.create(base, input),
    refreshes: [webhooksKey(base)],
    onSuccess: ({ secret }) => {
      notify.success('Webhook added');
      onCreated(secret);
    },
    failureTitle: 'Webhook not added',
  });
  const onSubmit = form.handleSubmit((input) => create.mutate(input));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="webhook-url" label="URL" error={errors.url?.message}>
        <Input
          {...describedBy('webhook-url', errors.url?.message)}
          autoFocus
          type="url"
          inputMode="url"
          autoComplete="off"
          maxLength={WEBHOOK_URL_MAX}
          placeholder="https://example.com/hooks/rentproof"
          {...form.register('url')}
        />
      </FormField>
      <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Events</legend>
        <div className="mt-1.5 space-y-1">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-accent-600"
                value={type}
                {...form.register('events')}
              />
              <span className="min-w-0">
                <span className="block font-medium">{WEBHOOK_EVENT_LABELS[type]}</span>
                <code className="block font-mono text-xs text-slate-600">{type}</code>
              </span>
            </label>
          ))}
        </div>
        {errors.events && (
          <p id="webhook-events-error" className="mt-1 text-sm text-red-700">
            {errors.events.message}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending}>
          Add webhook
        </Button>
      </div>
    </form>
  );
}
