import type { SocialProvider } from '#shared/api/meta';
import { Button } from '#client/components/ui/button';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { authApi, useMeta } from '../api/auth-api';

const PROVIDERS: { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
];

/**
 * Social sign-in where the server has the provider's keys. The buttons stay without them (people
 * look for them) and say that the provider is not configured on this server.
 */
export function SocialButtons() {
  const meta = useMeta();
  const configured = meta.data?.socialProviders ?? [];
  const missing = meta.isSuccess ? PROVIDERS.filter(({ id }) => !configured.includes(id)) : [];

  const start = useAction({
    run: (provider: SocialProvider) => authApi.socialSignIn(provider),
    onSuccess: ({ url }) => window.location.assign(url),
    failureTitle: 'Error signing in with the provider',
    failureFallback: 'An unexpected error occurred',
  });
  const signIn = (provider: SocialProvider, label: string) => {
    if (!configured.includes(provider)) {
      notify.info(
        `${label} sign-in is not configured on this server`,
        'Use your email and password instead.',
      );
      return;
    }
    start.mutate(provider);
  };

  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-3">
        {PROVIDERS.map(({ id, label }) => (
          <Button
            key={id}
            type="button"
            variant="secondary"
            disabled={meta.isPending}
            aria-describedby={missing.some((provider) => provider.id === id) ? 'social-note' : undefined}
            onClick={() => signIn(id, label)}
          >
            {label}
          </Button>
        ))}
      </div>
      {missing.length > 0 && (
        <p id="social-note" className="text-center text-xs text-slate-500">
          {missing.map(({ label }) => label).join(' and ')} sign-in {missing.length > 1 ? 'are' : 'is'} not
          configured on this server.
        </p>
      )}
    </div>
  );
}
