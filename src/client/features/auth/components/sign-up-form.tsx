import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  resolvePropertyName,
  type SignUpFormInput,
  signUpFormSchema,
} from '#shared/accounts/account-schemas';
import { PASSWORD_MIN_LENGTH } from '#shared/accounts/password-policy';
import { PropertyChoiceFields } from '#client/components/property-choice-fields';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { fieldClasses } from '#client/components/ui/input';
import { PasswordInput } from '#client/components/ui/password-input';
import { errorMessage } from '#client/lib/api-client';
import { authApi } from '../api/auth-api';
import type { AuthHost } from './auth-host';

/** What the form is opened with: the address to correct, from the page after sign-up. */
export type SignUpFormState = { email?: string; name?: string } | null;

export function SignUpForm({ host, initial }: { host: AuthHost; initial?: SignUpFormState }) {
  const form = useForm<SignUpFormInput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      name: initial?.name ?? '',
      email: initial?.email ?? '',
      password: '',
      propertyChoice: '',
      manualProperty: '',
    },
  });
  const choice = useWatch({ control: form.control, name: 'propertyChoice' });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await authApi.signUp({
        email: values.email,
        password: values.password,
        name: values.name,
        propertyName: resolvePropertyName(values),
      });
      // The answer is the same whether or not the address already has an account (its owner is
      // emailed instead), so the next page covers both, and a mistyped address.
      await host.goTo('/signup-confirm', {
        state: { email: values.email, name: values.name, signedUp: true },
        toast: {
          tone: 'success',
          title: 'Account created!',
          description: 'Check your email to confirm your address.',
        },
      });
    } catch (error) {
      host.announce({ tone: 'error', title: 'Sign Up Failed', description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={!host.interactive} className="min-w-0 space-y-4">
        <FormField id="name" label="Full Name" error={errors.name?.message}>
          <input
            {...describedBy('name', errors.name?.message)}
            className={fieldClasses}
            autoComplete="name"
            {...form.register('name')}
          />
        </FormField>
        <FormField id="email" label="Email" error={errors.email?.message}>
          <input
            {...describedBy('email', errors.email?.message)}
            className={fieldClasses}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register('email')}
          />
        </FormField>
        <FormField
          id="password"
          label="Password"
          error={errors.password?.message}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A passphrase is easiest to remember.`}
        >
          <PasswordInput
            {...describedBy('password', errors.password?.message)}
            autoComplete="new-password"
            {...form.register('password')}
          />
        </FormField>
        <PropertyChoiceFields
          choice={choice}
          choiceField={form.register('propertyChoice')}
          manualField={form.register('manualProperty')}
          manualError={errors.manualProperty?.message}
          clearManual={() => form.setValue('manualProperty', '')}
        />
        <Button type="submit" className="w-full" busy={busy}>
          Create Account
        </Button>
      </fieldset>
    </form>
  );
}
