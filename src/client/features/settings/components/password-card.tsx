import { type FormEvent, useState } from 'react';
import { changePasswordFormSchema } from '#shared/accounts/account-schemas';
import { PASSWORD_MIN_LENGTH, passwordErrorTitle } from '#shared/accounts/password-policy';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { PasswordInput } from '#client/components/ui/password-input';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { authApi } from '#client/features/auth';
import { DEVICE_SESSIONS_KEY } from '../api/settings-api';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

export function PasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const change = useAction({
    run: (input: { currentPassword: string; newPassword: string }) => authApi.changePassword(input),
    // The other devices are signed out: the list of devices shows it.
    refreshes: [DEVICE_SESSIONS_KEY],
    onSuccess: () => {
      setValues(EMPTY);
      notify.success(
        'Password Updated',
        'Use your new password next time you sign in. Your other devices were signed out.',
      );
    },
    failureTitle: 'Password Update Failed',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      notify.error(passwordErrorTitle(message), message);
      return;
    }
    change.mutate({ currentPassword: parsed.data.currentPassword, newPassword: parsed.data.password });
  };

  return (
    <Card>
      <CardHeader
        title="Security"
        description="Change the password you sign in with. Your other devices are signed out when you do."
      />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="current-password" label="Current Password">
            <PasswordInput
              id="current-password"
              autoComplete="current-password"
              {...field('currentPassword')}
            />
          </FormField>
          <FormField
            id="settings-new-password"
            label="New Password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          >
            <PasswordInput
              {...describedBy('settings-new-password', undefined, { hint: true })}
              autoComplete="new-password"
              {...field('password')}
            />
          </FormField>
          <FormField id="settings-confirm-password" label="Confirm Password">
            <PasswordInput
              id="settings-confirm-password"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </FormField>
          <Button type="submit" busy={change.isPending}>
            Change Password
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
