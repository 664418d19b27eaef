import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { newPasswordSchema, PASSWORD_MIN_LENGTH, passwordErrorTitle } from '#shared/accounts/password-policy';
import { PASSWORD_UPDATED_REDIRECT_MS } from '#shared/timings';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { PasswordInput } from '#client/components/ui/password-input';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { authApi } from '../api/auth-api';
import { useRefreshSession } from '#client/lib/session';
import { AuthCard } from '#client/components/layouts/auth-card';
import { NewResetLinkForm } from '../components/new-reset-link-form';

/** Opened from the password-reset email: choose a new password, then go to the dashboard. */
export function UpdatePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [state, setState] = useState<'idle' | 'done' | 'invalid-link'>(token ? 'idle' : 'invalid-link');

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), PASSWORD_UPDATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  const reset = useAction({
    run: (input: { token: string; newPassword: string }) => authApi.resetPassword(input),
    onSuccess: async () => {
      await refreshSession();
      notify.success('Password Updated', 'Your new password is set. Taking you to your dashboard…');
      setState('done');
    },
    failureTitle: 'Password Update Failed',
    onError: (error) => {
      if (!(error instanceof ApiError && error.code === 'INVALID_TOKEN')) return false;
      setState('invalid-link');
      return true;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      notify.error(passwordErrorTitle(message), message);
      return;
    }
    if (!token) return;
    reset.mutate({ token, newPassword: parsed.data.password });
  };

  if (state === 'invalid-link') {
    return (
      <AuthCard title="This link didn't work" icon={<KeyRound className="size-7" aria-hidden />}>
        <p>The password reset link is invalid or has expired. Enter your email to get a new one.</p>
        <NewResetLinkForm />
        <Button asChild variant="link" className="min-h-11 text-sm">
          <Link to="/login">Back to Sign In</Link>
        </Button>
      </AuthCard>
    );
  }
  if (state === 'done') {
    return (
      <AuthCard title="Password Updated" icon={<KeyRound className="size-7" aria-hidden />}>
        <p>Your new password is set. Taking you to your dashboard…</p>
        <Spinner className="mx-auto size-6 text-accent-600" label="Redirecting" />
        <Button asChild className="w-full">
          <Link to="/dashboard" replace>
            Go to Dashboard Now
          </Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Update Password" icon={<KeyRound className="size-7" aria-hidden />}>
      <p>Choose a new password for your account.</p>
      <form onSubmit={submit} noValidate className="space-y-4 text-left">
        <FormField
          id="new-password"
          label="New Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A passphrase is easiest to remember.`}
        >
          <PasswordInput
            {...describedBy('new-password', undefined, { hint: true })}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <FormField id="confirm-password" label="Confirm Password">
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </FormField>
        <Button type="submit" className="w-full" busy={reset.isPending}>
          Update Password
        </Button>
      </form>
    </AuthCard>
  );
}
