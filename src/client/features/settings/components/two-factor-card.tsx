import { type FormEvent, useState } from 'react';
import type { TwoFactorEnableResponse } from '#shared/accounts/account-responses';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PasswordInput } from '#client/components/ui/password-input';
import { copyToClipboard } from '#client/lib/clipboard';
import { notify } from '#client/lib/notify';
import { useRefreshSession } from '#client/lib/session';
import { useAction } from '#client/lib/use-action';
import { authApi } from '#client/features/auth';
import { DEVICE_SESSIONS_KEY } from '../api/settings-api';
import { QrCode } from './qr-code';

type Step =
  | { name: 'idle' }
  | { name: 'password'; action: 'enable' | 'disable' }
  | { name: 'scan'; setup: TwoFactorEnableResponse }
  | { name: 'codes'; backupCodes: string[] };

const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';
/** The setup key in groups of four, as authenticator apps show theirs. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Two-factor sign-in with an authenticator app (docs/product.md §25, decision 022): the password,
 * then the QR code and a code confirming it, then the backup codes, shown this once.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const refreshSession = useRefreshSession();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const reset = (next: Step = { name: 'idle' }) => {
    setStep(next);
    setPassword('');
    setCode('');
  };

  const start = useAction({
    run: (typed: string) => authApi.enableTwoFactor(typed),
    onSuccess: (setup) => reset({ name: 'scan', setup }),
    failureTitle: 'Two-Factor Setup Failed',
  });
  const confirm = useAction({
    run: ({ code }: { code: string; backupCodes: string[] }) => authApi.verifyTotp(code),
    // The session is replaced by one that knows two-factor is on.
    refreshes: [DEVICE_SESSIONS_KEY],
    onSuccess: async (_, { backupCodes }) => {
      reset({ name: 'codes', backupCodes });
      notify.success('Two-factor enabled', 'Sign-in now asks for a code from your authenticator app.');
      await refreshSession();
    },
    failureTitle: 'Code Not Accepted',
    onError: () => {
      setCode('');
      return false;
    },
  });
  const disable = useAction({
    run: (typed: string) => authApi.disableTwoFactor(typed),
    refreshes: [DEVICE_SESSIONS_KEY],
    onSuccess: async () => {
      reset();
      notify.success('Two-factor disabled', 'Sign-in asks only for your password again.');
      await refreshSession();
    },
    failureTitle: 'Two-Factor Not Disabled',
  });

  const submitPassword = (event: FormEvent, action: 'enable' | 'disable') => {
    event.preventDefault();
    if (!password) {
      notify.error('Missing Password', 'Enter your password to continue.');
      return;
    }
    if (action === 'enable') start.mutate(password);
    else disable.mutate(password);
  };

  return (
    <Card>
      <CardHeader
        title="Two-Factor Sign-In"
        description={
          enabled
            ? 'On: signing in asks for a code from your authenticator app after your password.'
            : 'Off: add a code from an authenticator app to your password when you sign in.'
        }
      />
      <CardBody className="space-y-4">
        {step.name === 'idle' &&
          (enabled ? (
            <Button variant="secondary" onClick={() => reset({ name: 'password', action: 'disable' })}>
              Disable Two-Factor
            </Button>
          ) : (
            <Button onClick={() => reset({ name: 'password', action: 'enable' })}>Enable Two-Factor</Button>
          ))}

        {step.name === 'password' && (
          <form onSubmit={(event) => submitPassword(event, step.action)} noValidate className="space-y-4">
            <FormField id="two-factor-password" label="Your password">
              <PasswordInput
                id="two-factor-password"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" busy={start.isPending || disable.isPending}>
                {step.action === 'enable' ? 'Continue' : 'Disable Two-Factor'}
              </Button>
              <Button type="button" variant="ghost" onClick={() => reset()}>
                Cancel
              </Button>
            </div>
          </form>
        )}

        {step.name === 'scan' && (
          <ScanStep
            setup={step.setup}
            code={code}
            onCode={setCode}
            busy={confirm.isPending}
            onConfirm={(typed) => confirm.mutate({ code: typed, backupCodes: step.setup.backupCodes })}
            onCancel={() => reset()}
          />
        )}

        {step.name === 'codes' && <BackupCodes codes={step.backupCodes} onDone={() => reset()} />}
      </CardBody>
    </Card>
  );
}

function ScanStep({
  setup,
  code,
  onCode,
  busy,
  onConfirm,
  onCancel,
}: {
  setup: TwoFactorEnableResponse;
  code: string;
  onCode: (code: string) => void;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const typed = code.replace(/\s/g, '');
        if (!/^\d{6}$/.test(typed)) {
          notify.error('Missing Code', 'Enter the 6-digit code your app shows.');
          return;
        }
        onConfirm(typed);
      }}
      noValidate
      className="space-y-4"
    >
      <p className="text-sm text-slate-700">
        Scan this QR code with your authenticator app, or type the setup key into it.
      </p>
      <QrCode
        value={setup.totpURI}
        label="QR code for your authenticator app"
        className="size-48 rounded border border-slate-200"
      />
      <dl className="text-sm">
        <dt className="text-slate-600">Setup key</dt>
        <dd>
          <code data-testid="two-factor-secret" className="font-mono break-all text-slate-900">
            {grouped(secretOf(setup.totpURI))}
          </code>
        </dd>
      </dl>
      <FormField id="two-factor-confirm" label="6-digit code from the app">
        <Input
          id="two-factor-confirm"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          value={code}
          onChange={(event) => onCode(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          Confirm
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Rentproof backup codes. Each works once, in place of a code from your app.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    if (await copyToClipboard(codes.join('\n'))) notify.success('Codes Copied');
    else notify.error('Copy Failed', 'Select the codes and copy them yourself.');
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rentproof-backup-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Save these backup codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          Download (.txt)
        </Button>
        <Button onClick={onDone}>I saved my codes</Button>
      </div>
    </div>
  );
}
