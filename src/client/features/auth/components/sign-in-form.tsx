import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type SignInFormInput, signInFormSchema } from '#shared/accounts/account-schemas';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { fieldClasses } from '#client/components/ui/input';
import { PasswordInput } from '#client/components/ui/password-input';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { takeReturnPath } from '#client/lib/return-path';
import { claimRememberedReferral } from '#client/features/referrals';
import { authApi } from '../api/auth-api';
import { usePasswordResetRequest } from '../api/use-password-reset-request';
import type { AuthHost } from './auth-host';
import { PasskeySignIn } from './passkey-sign-in';

/** Where a two-factor account's sign-in asks for its code (§25); a social sign-in comes back there too (§31). */
export const TWO_FACTOR_STEP = '/login?step=two-factor';

/** What the sign-in page was opened with: the address, from the page after sign-up or the code step. */
export type SignInState = { email?: string } | null;

/** Signed in (a password without two-factor, a passkey, or the code step): on to the next page. */
export async function finishSignIn(host: AuthHost) {
  await host.refreshSession();
  // Someone who confirmed their email elsewhere, signing in for the first time (§22).
  await claimRememberedReferral();
  await host.goTo(takeReturnPath('/dashboard'), {
    replace: true,
    toast: { tone: 'success', title: 'Welcome back!', description: 'You are signed in.' },
  });
}

export function SignInForm({ host, initialEmail = '' }: { host: AuthHost; initialEmail?: string }) {
  const passwordReset = usePasswordResetRequest(host.announce);
  const form = useForm<SignInFormInput>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: initialEmail, password: '' },
  });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setBusy(true);
    try {
      const answer = await authApi.signIn({ email, password });
      // With two-factor on, the right password leads to a second step asking for a code (§25).
      if (answer?.twoFactorRedirect) await host.goTo(TWO_FACTOR_STEP, { replace: true, state: { email } });
      else await finishSignIn(host);
    } catch (error) {
      // The server has already sent a fresh confirmation link.
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED')
        await host.goTo('/signup-confirm', { state: { email, resent: true } });
      else host.announce({ tone: 'error', title: 'Sign In Failed', description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={!host.interactive} className="min-w-0 space-y-4">
        <FormField id="email" label="Email" error={errors.email?.message}>
          <input
            {...describedBy('email', errors.email?.message)}
            className={fieldClasses}
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
        <Button type="submit" className="w-full" busy={busy}>
          Sign In
        </Button>
        <PasskeySignIn announce={host.announce} onSignedIn={() => finishSignIn(host)} />
      </fieldset>
    </form>
  );
}
