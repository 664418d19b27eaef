import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { API_KEY_SCOPE_LABELS, type ApiKey } from '#shared/api-keys/api-key-schemas';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { formatDate } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { type ApiAccessBase, apiKeysApi, apiKeysKey, useApiKeys } from '../api/api-access-api';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { CreatedSecretDialog } from './created-secret-dialog';
import { AccessListCard } from './access-list-card';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let relativeFormat: Intl.RelativeTimeFormat | undefined;
// Built when first needed, as lib/format's formatters are: building one loads the locale's data.
const relativeTime = () => (relativeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));

/** '5 minutes ago' or 'yesterday' within a week, the date after it. */
function whenUsed(iso: string, now = Date.now()) {
  const ago = now - new Date(iso).getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relativeTime().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relativeTime().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relativeTime().format(-Math.floor(ago / DAY), 'day');
  return formatDate(iso);
}

/**
 * A key works through the whole of its last day in UTC (the server stores 23:59:59.999Z), so the
 * day shown is the UTC one, read at local noon so no time zone moves it.
 */
const expiryDay = (expiresAt: string) => formatDate(`${expiresAt.slice(0, 10)}T12:00:00`);

function ApiKeyItem({ apiKey, base }: { apiKey: ApiKey; base: ApiAccessBase }) {
  const [revoking, setRevoking] = useState(false);
  const revoke = useAction({
    run: () => apiKeysApi.revoke(base, apiKey.id),
    refreshes: [apiKeysKey(base)],
    onSuccess: () => {
      notify.success('API key revoked', `${apiKey.name} no longer works.`);
      setRevoking(false);
    },
    failureTitle: 'API key not revoked',
  });
  const facts = [
    apiKey.lastUsedAt ? `Last used ${whenUsed(apiKey.lastUsedAt)}` : 'Never used',
    apiKey.expiresAt ? `Expires ${expiryDay(apiKey.expiresAt)}` : 'No expiry',
  ];

  return (
    <li className="flex items-start gap-3 p-4">
      <KeyRound className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-48 flex-1 space-y-1">
          <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{apiKey.name}</p>
          <p className="flex flex-wrap items-center gap-1.5 text-sm">
            <code className="font-mono text-xs text-slate-700">{apiKey.start}…</code>
            {apiKey.scopes.map((scope) => (
              <Badge key={scope} tone="info">
                {API_KEY_SCOPE_LABELS[scope]}
              </Badge>
            ))}
            {apiKey.role && <Badge>{apiKey.role}</Badge>}
          </p>
          <p className="text-sm text-slate-600">{facts.join(' · ')}</p>
          {apiKey.role && <p className="text-sm text-slate-600">Made by {apiKey.createdBy}</p>}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 text-red-700 hover:bg-red-50 sm:ml-0"
          aria-label={`Revoke ${apiKey.name}`}
          onClick={() => setRevoking(true)}
        >
          Revoke
        </Button>
      </div>
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title={`Revoke ${apiKey.name}?`}
        description="Programs using it stop working at once. This cannot be undone."
        confirmLabel="Revoke"
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </li>
  );
}

/**
 * API keys (issue 19): the person's own under '/api', the company's under '/api/company' (`company`:
 * each with its role and maker). A new key's secret is shown once, right after it is made.
 */
export function ApiKeysCard({ base, company = false }: { base: ApiAccessBase; company?: boolean }) {
  const keys = useApiKeys(base);
  const items = keys.data ?? [];
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <AccessListCard
      title={company ? 'Company API keys' : 'API keys'}
      description={
        company
          ? "Keys for your company's programs, on the company's routes of the API."
          : 'Keys for your own programs: each can do only what its scopes allow.'
      }
      actionLabel="Create key"
      onAction={() => setCreating(true)}
      query={keys}
      isEmpty={items.length === 0}
      errorTitle="Error fetching API keys"
      empty={{
        title: 'No API keys yet.',
        text: "A key lets a program of yours, such as a spreadsheet sync or a property manager's system, read and change your records through the Rentproof API.",
      }}
      list={
        <ul className="divide-y divide-slate-100" aria-label={company ? 'Company API keys' : 'API keys'}>
          {items.map((apiKey) => (
            <ApiKeyItem key={apiKey.id} apiKey={apiKey} base={base} />
          ))}
        </ul>
      }
      dialogs={
        <>
          <CreateApiKeyDialog
            open={creating}
            onOpenChange={setCreating}
            base={base}
            company={company}
            onCreated={(created) => {
              setCreating(false);
              setSecret(created);
            }}
          />
          <CreatedSecretDialog
            secret={secret}
            title="Your new API key"
            description={`Your program sends it with each request, in the header "Authorization: Bearer <key>".`}
            label="API key"
            onClose={() => setSecret(null)}
          />
        </>
      }
    />
  );
}
