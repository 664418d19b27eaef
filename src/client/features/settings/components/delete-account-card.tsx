import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { PasswordInput } from '#client/components/ui/password-input';
import { ApiError } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { forgetSession } from '#client/lib/session';
import { useMeta } from '#client/features/auth';
import { settingsApi } from '../api/settings-api';
import { ExportDataSection } from './export-data-section';

const PASSWORD_ID = 'delete-account-password';

export function DeleteAccountCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const socialSignIn = (useMeta().data?.socialProviders.length ?? 0) > 0;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setPassword('');
    setError(undefined);
  };

  const remove = useAction({
    run: (typed: string) => settingsApi.deleteAccount(typed),
    onSuccess: () => {
      notify.success('Account Deleted', 'Your account and everything in it have been removed.');
      // Leave the protected page first: once the session is forgotten its guard would send the
      // page to sign-in instead of home.
      navigate('/', { replace: true, flushSync: true });
      forgetSession(queryClient);
    },
    failureTitle: 'Error Deleting Account',
    failureFallback: 'An unexpected error occurred. Please try again.',
    onError: (caught) => {
      // A wrong or missing password is said beside the field; the dialog stays open to try again.
      if (!(caught instanceof ApiError && [400, 403].includes(caught.status))) return false;
      setError(caught.message);
      return true;
    },
  });
  const deleteAccount = (event?: FormEvent) => {
    event?.preventDefault();
    setError(undefined);
    remove.mutate(password);
  };

  return (
    <Card className="border-red-200">
      <CardHeader
        title="Data & Privacy"
        description="Take a copy of your data, or delete your account and everything you have stored in Rentproof."
      />
      <CardBody>
        <ExportDataSection />
        <hr className="my-5 border-slate-200" />
        <Button variant="destructive" onClick={() => changeOpen(true)}>
          Delete Account
        </Button>
        <ConfirmDialog
          open={open}
          onOpenChange={changeOpen}
          title="Delete your account?"
          description="This permanently removes your account, properties, photos, maintenance records, documents and every other record. It cannot be undone."
          confirmLabel="Delete my account"
          busy={remove.isPending}
          onConfirm={deleteAccount}
        >
          <form onSubmit={deleteAccount} noValidate className="mt-4">
            <FormField
              id={PASSWORD_ID}
              label="Your password"
              error={error}
              hint={
                socialSignIn
                  ? 'To confirm it is you. If you sign in with Google or Facebook and have no password, leave it empty: you need to have signed in within the last 10 minutes.'
                  : 'To confirm it is you.'
              }
            >
              <PasswordInput
                {...describedBy(PASSWORD_ID, error, { hint: true })}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
          </form>
        </ConfirmDialog>
      </CardBody>
    </Card>
  );
}
