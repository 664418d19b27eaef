import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Link2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  createVerificationRequestSchema,
  SHARE_ITEM_LABELS,
  SHARE_ITEMS,
  VERIFICATION_EXPIRY_DAYS,
} from '#shared/verification/verification-schemas';
import {
  type VerificationFormField,
  verificationFormErrors,
} from '#shared/verification/verification-form-errors';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { copyToClipboard } from '#client/lib/clipboard';
import { notify } from '#client/lib/notify';
import { SHARE_LINKS_KEY, verificationApi } from '../api/verification-api';

/** The spec words validation messages as "Title: description"; a toast shows them in two parts. */
export function splitMessage(message: string): [title: string, description: string | undefined] {
  const at = message.indexOf(': ');
  return at === -1 ? [message, undefined] : [message.slice(0, at), message.slice(at + 2)];
}

export function ShareLinkForm() {
  const queryClient = useQueryClient();
  const consentId = useId();
  const [consent, setConsent] = useState(false);
  const [recipientEmail, setRecipientEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<VerificationFormField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ url: string; email: string; emailSent: boolean }>();

  /** Every problem beside its field, the first field focused, and one toast naming them all. */
  const showProblems = (problems: [VerificationFormField, string][]) => {
    setErrors(Object.fromEntries(problems));
    const parts = problems.map(([, message]) => splitMessage(message));
    const description = parts.flatMap(([, text]) => (text ? [text] : [])).join(' ');
    notify.error(parts.map(([title]) => title).join(' and '), description || undefined);
    const first = problems[0]?.[0];
    if (first) document.getElementById(first === 'consent' ? consentId : 'recipient-email')?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createVerificationRequestSchema.safeParse({ recipientEmail, consent });
    if (!parsed.success) {
      showProblems(verificationFormErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await verificationApi.create(parsed.data);
      setCreated({ url: result.url, email: parsed.data.recipientEmail, emailSent: result.emailSent });
      const copied = await copyToClipboard(result.url);
      notify.success(
        copied ? 'Link Generated & Copied!' : 'Link Generated',
        copied
          ? `The link is on your clipboard${result.emailSent ? ` and was emailed to ${parsed.data.recipientEmail}` : ''}.`
          : 'Copy it from the box below.',
      );
      setRecipientEmail('');
      setConsent(false);
      await queryClient.invalidateQueries({ queryKey: SHARE_LINKS_KEY });
    } catch (failure) {
      const problems =
        failure instanceof ApiError && Array.isArray(failure.details)
          ? verificationFormErrors(failure.details as { path: string; message: string }[])
          : [];
      if (problems.length > 0) showProblems(problems);
      else notify.error('Failed to create link', errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const consentError = errors.consent;
  const emailError = errors.recipientEmail;

  const copyAgain = async () => {
    if (!created) return;
    if (await copyToClipboard(created.url)) notify.success('Link Copied!');
    else notify.error('Copy failed', 'Select the link and copy it yourself.');
  };

  return (
    <Card>
      <CardHeader
        title="Create a verification link"
        description={`A landlord or lender opens it without an account. It expires automatically after ${VERIFICATION_EXPIRY_DAYS} days, and you can turn it off sooner.`}
      />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-5">
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">Data to share</legend>
            <p className="text-sm text-slate-600">Every link includes all five sections.</p>
            <ul className="mt-3 space-y-2">
              {SHARE_ITEMS.map((item) => (
                <li key={item} className="flex items-start gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
                  <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
                  <div>
                    <p className="text-sm font-medium text-slate-900">{SHARE_ITEM_LABELS[item].title}</p>
                    <p className="text-sm text-slate-600">{SHARE_ITEM_LABELS[item].description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </fieldset>
          <FormField
            id="recipient-email"
            label="Recipient email"
            error={emailError}
            hint="We email them the link."
          >
            <Input
              {...describedBy('recipient-email', emailError, { hint: true })}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="landlord@example.com"
              value={recipientEmail}
              onChange={(e) => setRecipientEmail(e.target.value)}
            />
          </FormField>
          <div className="flex items-start gap-3">
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-describedby={consentError ? 'consent-error' : undefined}
              aria-invalid={consentError ? true : undefined}
              className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-accent-600"
            />
            <label htmlFor={consentId} className="text-sm text-slate-700">
              I consent to share my rental history, deposit evidence, pet records, resident conduct and
              payment history with this recipient.
            </label>
          </div>
          {consentError && (
            <p id="consent-error" className="text-sm text-red-700">
              {consentError}
            </p>
          )}
          <Button type="submit" busy={busy} className="w-full sm:w-auto">
            <Link2 className="size-4" aria-hidden />
            Generate &amp; Copy Link
          </Button>
        </form>
        {created && (
          <div className="mt-6 space-y-2 rounded-lg border border-green-200 bg-green-50 p-4">
            <p className="text-sm font-medium text-green-900">
              {created.emailSent
                ? `Link created and emailed to ${created.email}.`
                : `Link created. The email to ${created.email} could not be sent; share the link yourself.`}
            </p>
            <div className="flex gap-2">
              <Input
                readOnly
                value={created.url}
                aria-label="Verification link"
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button variant="secondary" onClick={copyAgain} aria-label="Copy the link">
                <Copy className="size-4" aria-hidden />
                <span className="hidden sm:inline">Copy</span>
              </Button>
            </div>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
