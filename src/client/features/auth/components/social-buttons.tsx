import type { SocialProvider } from '../../../../shared/api/meta';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { authApi, useMeta } from '../api/auth-api';

const PROVIDERS: { id: SocialProvider; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
];

/** Social sign-in where the server has the provider's keys; otherwise the button says it is not set up. */
export function SocialButtons() {
  const meta = useMeta();
  const configured = meta.data?.socialProviders ?? [];
  const signIn = async (provider: SocialProvider, label: string) => {
    if (!configured.includes(provider)) {
      notify.info(
        `${label} sign-in is not configured`,
        `This server has no ${label} keys yet. Use your email and password.`,
      );
      return;
    }
    try {
      const { url } = await authApi.socialSignIn(provider);
      window.location.assign(url);
    } catch (error) {
      notify.error('Error signing in with the provider', errorMessage(error, 'An unexpected error occurred'));
    }
  };
  return (
    <div className="grid grid-cols-2 gap-3">
      {PROVIDERS.map(({ id, label }) => (
        <Button
          key={id}
          type="button"
          variant="secondary"
          disabled={meta.isPending}
          onClick={() => signIn(id, label)}
        >
          {label}
          {meta.isSuccess && !configured.includes(id) && <span className="sr-only"> (not configured)</span>}
        </Button>
      ))}
    </div>
  );
}
