import { useLocation } from 'react-router';
import type { SocialProvider } from '#shared/api/meta';
import { Button } from '#client/components/ui/button';
import { notify } from '#client/lib/notify';
import { takeReturnPath } from '#client/lib/return-path';
import { useAction } from '#client/lib/use-action';
import { authApi, useMeta } from '../api/auth-api';
import { socialSignInProblem } from './social-sign-in-problem';

const PROVIDERS: { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
];

/**
 * Social sign-in where the server has the provider's keys (docs/product.md §31). The buttons stay
 * without them (people look for them) and say that the provider is not configured on this server.
 * A sign-in that failed comes back to this page with `?error=`, said here in words.
 */
export function SocialButtons() {
  const location = useLocation();
  const failed = new URLSearchParams(location.search).get('error');
  const problem = failed ? socialSignInProblem(failed) : undefined;
  const meta = useMeta();
  const configured = meta.data?.socialProviders ?? [];
  const missing = meta.isSuccess ? PROVIDERS.filter(({ id }) => !configured.includes(id)) : [];

  const start = useAction({
    // Back to the page a sign-in was asked for from (an invitation), else the dashboard; a failure
    // comes back here, to the page the person started from.
    run: (provider: SocialProvider) =>
      authApi.socialSignIn(provider, {
        callbackURL: takeReturnPath('/dashboard'),
        errorCallbackURL: location.pathname,
      }),
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
      {problem && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <p className="font-medium">{problem.title}</p>
          <p className="mt-1">{problem.detail}</p>
        </div>
      )}
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
            Continue with {label}
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
