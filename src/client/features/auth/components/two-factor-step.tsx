import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api-client';
import { announce, notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { authApi } from '../api/auth-api';
import { PasskeySignIn } from './passkey-sign-in';

// The sign-in is no longer waiting for a code (it expired, or too many were wrong): start again.
const RESTART_CODES = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

/**
 * The second step of signing in with two-factor on (decision 022): a code from the authenticator
 * app, one of the backup codes, or a passkey (both factors on its own, decision 023). `onSignedIn`
 * finishes like a sign-in without it.
 */
export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: () => unknown;
  onRestart: () => void;
}) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');

  const verify = useAction({
    run: ({ code, backup }: { code: string; backup: boolean }) =>
      backup ? authApi.verifyBackupCode(code) : authApi.verifyTotp(code),
    onSuccess: onSignedIn,
    failureTitle: 'Verification Failed',
    onError: (error) => {
      setCode('');
      if (!(error instanceof ApiError && RESTART_CODES.has(error.code))) return false;
      notify.error('Please Sign In Again', 'That sign-in has expired. Enter your password again.');
      onRestart();
      return true;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = backup ? code.trim() : code.replace(/\s/g, '');
    if (!typed) {
      notify.error('Missing Code', backup ? 'Enter one of your backup codes.' : 'Enter the 6-digit code.');
      return;
    }
    verify.mutate({ code: typed, backup });
  };
  const label = backup ? 'Backup code' : 'Enter the 6-digit code from your authenticator app';

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id="two-factor-code" label={label}>
        <Input
          id="two-factor-code"
          key={backup ? 'backup' : 'totp'}
          autoFocus
          autoComplete="one-time-code"
          inputMode={backup ? 'text' : 'numeric'}
          maxLength={backup ? 32 : 6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end">
        <Button
          type="button"
          variant="link"
          className="text-sm"
          onClick={() => {
            setBackup(!backup);
            setCode('');
          }}
        >
          {backup ? 'Use your authenticator app instead' : 'Use a backup code instead'}
        </Button>
      </div>
      <Button type="submit" className="w-full" busy={verify.isPending}>
        Verify
      </Button>
      <PasskeySignIn
        announce={announce}
        onSignedIn={onSignedIn}
        label="Use a passkey instead"
        suggest={false}
      />
    </form>
  );
}
