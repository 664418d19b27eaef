import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  resolvePropertyName,
  type SignUpFormInput,
  signUpFormSchema,
} from '#shared/accounts/account-schemas';
import { PASSWORD_MIN_LENGTH } from '#shared/accounts/password-policy';
import { PropertyChoiceFields } from '#client/components/property-choice-fields';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PasswordInput } from '#client/components/ui/password-input';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { authApi } from '../api/auth-api';

/** What the form is opened with: the address to correct, from the page after sign-up. */
export type SignUpFormState = { email?: string; name?: string } | null;

export function SignUpForm() {
  const navigate = useNavigate();
  const state = useLocation().state as SignUpFormState;
  const form = useForm<SignUpFormInput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      name: state?.name ?? '',
      email: state?.email ?? '',
      password: '',
      propertyChoice: '',
      manualProperty: '',
    },
  });
  const choice = useWatch({ control: form.control, name: 'propertyChoice' });
  const { errors } = form.formState;

  const signUp = useAction({
    run: (values: SignUpFormInput) =>
      authApi.signUp({
        email: values.email,
        password: values.password,
        name: values.name,
        propertyName: resolvePropertyName(values),
      }),
    // The answer is the same whether or not the address already has an account (its owner is
    // emailed instead), so the next page covers both, and a mistyped address.
    onSuccess: (_, values) => {
      notify.success('Account created!', 'Check your email to confirm your address.');
      navigate('/signup-confirm', { state: { email: values.email, name: values.name, signedUp: true } });
    },
    failureTitle: 'Sign Up Failed',
  });
  const onSubmit = form.handleSubmit((values) => signUp.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField id="name" label="Full Name" error={errors.name?.message}>
        <Input
          {...describedBy('name', errors.name?.message)}
          autoComplete="name"
          {...form.register('name')}
        />
      </FormField>
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input
          {...describedBy('email', errors.email?.message)}
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
      <Button type="submit" className="w-full" busy={signUp.isPending}>
        Create Account
      </Button>
    </form>
  );
}
