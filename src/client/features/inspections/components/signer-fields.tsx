import type { ReactNode } from 'react';
import { SIGNER_NAME_MAX, SIGNING_CONSENT_TEXT } from '#shared/inspections/inspection-schemas';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import type { SignerForm } from './use-signer-form';

/** The signer's full name, typed: with the consent, their signature. */
export function SignerNameField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField id={id} label="Full name" error={error}>
      <Input
        {...describedBy(id, error)}
        autoComplete="name"
        maxLength={SIGNER_NAME_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/** The consent to sign electronically, in the words the PDF repeats; the whole label is the touch target. */
export function SigningConsentField({
  id,
  checked,
  onChange,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          {...describedBy(id, error)}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-accent-600"
        />
        {SIGNING_CONSENT_TEXT}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** How many disagreements go with the signature, said beside the button that signs them. */
export function DisagreementCount({ count }: { count: number }) {
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {count === 0
        ? 'You noted no disagreements. Tick ‘I disagree’ on an item above to note one.'
        : `You noted ${count === 1 ? '1 disagreement' : `${count} disagreements`}.`}
    </p>
  );
}

/**
 * What stopped the signature, read out as soon as it is shown: the fields' problems (each also at
 * its field) or a refusal that belongs to no field.
 */
export function SigningAlert({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className="text-sm text-red-700">
      {messages.length > 0 && <p>{messages.join(' ')}</p>}
    </div>
  );
}

/**
 * A signature's fields in the order both signers meet them: the name, what proves the address (the
 * emailed code on the link; nothing more in the Landlord Portal, where the member is signed in),
 * the consent, the disagreements going with it, what stopped it, and the button.
 */
export function SignerFormFields({
  form,
  ids,
  busy,
  children,
}: {
  form: SignerForm;
  ids: { name: string; consent: string };
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <SignerNameField
        id={ids.name}
        value={form.name}
        onChange={form.setName}
        error={form.problems.fields.name}
      />
      {children}
      <SigningConsentField
        id={ids.consent}
        checked={form.consent}
        onChange={form.setConsent}
        error={form.problems.fields.consent}
      />
      <DisagreementCount count={form.disagreements.list.length} />
      <SigningAlert messages={form.alert} />
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        Sign the report
      </Button>
    </>
  );
}
