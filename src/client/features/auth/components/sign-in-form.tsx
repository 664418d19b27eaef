import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type SignInFormInput, signInFormSchema } from '#shared/accounts/account-schemas';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PasswordInput } from '#client/components/ui/password-input';
import { ApiError } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { authApi } from '../api/auth-api';
import { takeReturnPath } from '#client/lib/return-path';
import { claimRememberedReferral } from '#client/features/referrals/api/referral-api';
import { useRefreshSession } from '#client/lib/session';
import { usePasswordResetRequest } from '../api/use-password-reset-request';
import { PasskeySignIn } from './passkey-sign-in';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm() {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const passwordReset = usePasswordResetRequest();
  // Coming from the page after sign-up, the address is already known.
  const state = useLocation().state as { email?: string } | null;
  const form = useForm<SignInFormInput>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: state?.email ?? '', password: '' },
  });
  const { errors } = form.formState;
  // With two-factor on, the right password leads to a second step asking for a code (§25); so does
  // a Google or Facebook sign-in, which comes back here with ?step=two-factor (§31).
  const [searchParams, setSearchParams] = useSearchParams();
  const [needsCode, setNeedsCode] = useState(searchParams.get('step') === 'two-factor');

  const signedIn = async () => {
    await refreshSession();
    // Someone who confirmed their email elsewhere, signing in for the first time (§22).
    void claimRememberedReferral();
    notify.success('Welcome back!', 'You are signed in.');
    navigate(takeReturnPath('/dashboard'), { replace: true });
  };

  const signIn = useAction({
    run: (credentials: { email: string; password: string }) => authApi.signIn(credentials),
    onSuccess: async (answer) => {
      if (answer?.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      await signedIn();
    },
    failureTitle: 'Sign In Failed',
    onError: (error, { email }) => {
      if (!(error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED')) return false;
      // The server has already sent a fresh confirmation link.
      navigate('/signup-confirm', { state: { email, resent: true } });
      return true;
    },
  });
  const onSubmit = form.handleSubmit(({ email, password }) => signIn.mutate({ email, password }));

  if (needsCode) {
    return (
      <TwoFactorStep
        onSignedIn={signedIn}
        onRestart={() => {
          form.setValue('password', '');
          setNeedsCode(false);
          setSearchParams({}, { replace: true });
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input
          {...describedBy('email', errors.email?.message)}
          type="email"
          // 'webauthn': the browser may offer passkeys here too (§28).
          autoComplete="username webauthn"
          inputMode="email"
          {...form.register('email')}
        />
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        <PasswordInput
          {...describedBy('password', errors.password?.message)}
          autoComplete="current-password"
          {...form.register('password')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button
          type="button"
          variant="link"
          onClick={() => passwordReset.send(form.getValues('email'))}
          disabled={passwordReset.sending}
          className="text-sm"
        >
          Forgot Password?
        </Button>
      </div>
      <Button type="submit" className="w-full" busy={signIn.isPending}>
        Sign In
      </Button>
      <PasskeySignIn onSignedIn={signedIn} />
    </form>
  );
}
