import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  SIGNING_CODE_MINUTES,
  type SigningCodeSent,
  type SigningView,
  type SignWithCode,
  signWithCodeSchema,
} from '#shared/inspections/inspection-schemas';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { formatDateTime } from '#client/lib/format';
import { useAction } from '#client/lib/use-action';
import { SignerFormFields } from './signer-fields';
import type { SignerForm } from './use-signer-form';
import { signingApi, signingViewKey } from '../api/signing-api';
import { SIGN_SECTION } from './sign-frame';

export const SIGN_FIELD_IDS = {
  name: 'signer-name',
  code: 'signer-code',
  consent: 'signer-consent',
} as const;

/** The server's refusals of the code, shown at the code field. */
const CODE_REFUSALS = new Set<string>([
  'SIGNING_CODE_WRONG',
  'SIGNING_CODE_EXPIRED',
  'SIGNING_CODE_MISSING',
  'SIGNING_CODE_TOO_MANY',
]);

/** The link itself is no longer usable (expired, withdrawn, or signed meanwhile): the page shows why. */
const linkChanged = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409 || error.status === 410);

function sentMessage(sent: SigningCodeSent | null, view: SigningView) {
  if (sent) return `We sent a 6-digit code to ${sent.sentTo}. It works for ${SIGNING_CODE_MINUTES} minutes.`;
  if (view.codeSentAt && view.email)
    return `We sent a 6-digit code to ${view.email} on ${formatDateTime(view.codeSentAt)}. It works for ${SIGNING_CODE_MINUTES} minutes from then.`;
  return '';
}

/** The emailed code: the button that sends it, what was sent where, and the field it is typed in. */
function CodeField({
  token,
  view,
  form,
  code,
  setCode,
}: {
  token: string;
  view: SigningView;
  form: SignerForm;
  code: string;
  setCode: (code: string) => void;
}) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<SigningCodeSent | null>(null);
  const send = useAction({
    run: () => signingApi.sendCode(token),
    onSuccess: (result) => setSent(result),
    failureTitle: 'Could not send the code',
    onError: async (error) => {
      if (linkChanged(error)) await queryClient.invalidateQueries({ queryKey: signingViewKey(token) });
      else form.refuseAt('code', errorMessage(error));
      return true;
    },
  });
  const message = sentMessage(sent, view);
  const error = form.problems.fields.code;
  return (
    <div className="space-y-3">
      <Button
        type="button"
        variant="secondary"
        busy={send.isPending}
        onClick={() => send.mutate()}
        className="w-full whitespace-normal [overflow-wrap:anywhere] sm:w-auto"
      >
        {message ? 'Send a new code' : `Email a code to ${view.email ?? 'your email address'}`}
      </Button>
      <p role="status" className="text-sm text-slate-700 [overflow-wrap:anywhere]">
        {message}
      </p>
      <FormField id={SIGN_FIELD_IDS.code} label="6-digit code from the email" error={error}>
        <Input
          {...describedBy(SIGN_FIELD_IDS.code, error)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="max-w-40 font-mono tracking-widest"
        />
      </FormField>
    </div>
  );
}

/**
 * The signing form at the foot of the report: the typed name, the emailed code and the consent
 * (docs/product.md §34). A signature is added to the page's report as the server recorded it.
 */
export function SignForm({
  token,
  view,
  form,
  onSigned,
}: {
  token: string;
  view: SigningView;
  form: SignerForm;
  onSigned: () => void;
}) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const sign = useAction({
    run: (input: SignWithCode) => signingApi.sign(token, input),
    onSuccess: ({ signature }) => {
      onSigned();
      queryClient.setQueryData<SigningView>(
        signingViewKey(token),
        (current) =>
          current && { ...current, status: 'signed', signatures: [...current.signatures, signature] },
      );
    },
    failureTitle: 'Could not sign the report',
    onError: async (error, input) => {
      if (error instanceof ApiError && CODE_REFUSALS.has(error.code)) form.refuseAt('code', error.message);
      else if (linkChanged(error)) await queryClient.invalidateQueries({ queryKey: signingViewKey(token) });
      else if (!form.refuseAtFields(error, input.disagreements)) form.refuse(errorMessage(error));
      return true;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(signWithCodeSchema, {
      name: form.name,
      code,
      consent: form.consent,
      disagreements: form.disagreements.list,
    });
    if (input) sign.mutate(input);
  };
  return (
    <section aria-labelledby="sign-heading" className={SIGN_SECTION}>
      <h2 id="sign-heading" className="text-lg font-semibold text-slate-900">
        Sign the report
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <SignerFormFields form={form} ids={SIGN_FIELD_IDS} busy={sign.isPending}>
          <CodeField token={token} view={view} form={form} code={code} setCode={setCode} />
        </SignerFormFields>
      </form>
    </section>
  );
}
