import { useState } from 'react';
import type { SocialProvider } from '#shared/api/meta';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api-client';
import { takeReturnPath } from '#client/lib/return-path';
import { authApi } from '../api/auth-api';
import type { AuthHost } from './auth-host';
import type { SocialSignInProblem } from './social-sign-in-problem';

const PROVIDERS: { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
];

/**
 * Social sign-in where the server has the provider's keys (docs/product.md §31). The buttons stay
 * without them (people look for them) and say that the provider is not configured on this server.
 * `configured` is null while the page does not know yet. A sign-in that failed comes back to
 * `page` with `?error=`, said here in words (`problem`).
 */
export function SocialButtons({
  host,
  configured,
  page,
  problem,
}: {
  host: AuthHost;
  configured: SocialProvider[] | null;
  page: string;
  problem?: SocialSignInProblem;
}) {
  const [starting, setStarting] = useState(false);
  const missing = configured ? PROVIDERS.filter(({ id }) => !configured.includes(id)) : [];

  const signIn = async (provider: SocialProvider, label: string) => {
    if (!configured?.includes(provider)) {
      host.announce({
        tone: 'info',
        title: `${label} sign-in is not configured on this server`,
        description: 'Use your email and password instead.',
      });
      return;
    }
    setStarting(true);
    try {
      // Back to the page a sign-in was asked for from (an invitation), else the dashboard; a
      // failure comes back here, to the page the person started from.
      const { url } = await authApi.socialSignIn(provider, {
        callbackURL: takeReturnPath('/dashboard'),
        errorCallbackURL: page,
      });
      window.location.assign(url);
    } catch (error) {
      host.announce({
        tone: 'error',
        title: 'Error signing in with the provider',
        description: errorMessage(error, 'An unexpected error occurred'),
      });
      setStarting(false);
    }
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
            disabled={!configured || starting || !host.interactive}
            aria-describedby={missing.some((provider) => provider.id === id) ? 'social-note' : undefined}
            onClick={() => void signIn(id, label)}
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
