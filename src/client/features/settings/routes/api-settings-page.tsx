import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '#client/components/page-header';
import { ApiAccessNote } from '../components/api-access-note';
import { ApiKeysCard } from '../components/api-keys-card';
import { WebhooksCard } from '../components/webhooks-card';

/** Settings › API: the person's own API keys and webhooks (issue 19). */
export function ApiSettingsPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to="/settings"
        className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Settings
      </Link>
      <PageHeader
        title="API & webhooks"
        description="Keys for your own programs, and events sent to your server."
      />
      <div className="space-y-6">
        <ApiAccessNote />
        <ApiKeysCard base="/api" />
        <WebhooksCard base="/api" />
      </div>
    </div>
  );
}
