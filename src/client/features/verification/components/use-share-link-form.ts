import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  type CreateVerificationRequestInput,
  createVerificationRequestSchema,
} from '#shared/verification/verification-schemas';
import {
  type VerificationFormField,
  verificationFormErrors,
} from '#shared/verification/verification-form-errors';
import { serverIssues } from '#client/lib/field-errors';
import { copyToClipboard } from '#client/lib/clipboard';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { SHARE_LINKS_KEY, verificationApi } from '../api/verification-api';
import type { CreatedLink } from './created-link-box';

/** Validation messages read "Title: description"; a toast shows them in two parts. */
export function splitMessage(message: string): [title: string, description: string | undefined] {
  const at = message.indexOf(': ');
  return at === -1 ? [message, undefined] : [message.slice(0, at), message.slice(at + 2)];
}

/** The share-link form's fields, its problems (the form's own or the server's) and its submit. */
export function useShareLinkForm() {
  const queryClient = useQueryClient();
  const consentId = useId();
  const [consent, setConsent] = useState(false);
  // Off unless the renter ticks it (docs/product.md §21).
  const [includeReviews, setIncludeReviews] = useState(false);
  const [recipientEmail, setRecipientEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<VerificationFormField, string>>>({});
  const [created, setCreated] = useState<CreatedLink>();

  /** Every problem beside its field, the first field focused, and one toast naming them all. */
  const showProblems = (problems: [VerificationFormField, string][]) => {
    setErrors(Object.fromEntries(problems));
    const parts = problems.map(([, message]) => splitMessage(message));
    const description = parts.flatMap(([, text]) => (text ? [text] : [])).join(' ');
    notify.error(parts.map(([title]) => title).join(' and '), description || undefined);
    const first = problems[0]?.[0];
    if (first) document.getElementById(first === 'consent' ? consentId : 'recipient-email')?.focus();
  };

  const create = useAction({
    run: (input: CreateVerificationRequestInput) => verificationApi.create(input),
    // The link is copied before the list is refreshed: the browser allows the copy only soon after the click.
    onSuccess: async (result, input) => {
      setCreated({ url: result.url, email: input.recipientEmail, emailSent: result.emailSent });
      const copied = await copyToClipboard(result.url);
      notify.success(
        copied ? 'Link Generated & Copied!' : 'Link Generated',
        copied
          ? `The link is on your clipboard${result.emailSent ? ` and was emailed to ${input.recipientEmail}` : ''}.`
          : 'Copy it from the box below.',
      );
      setRecipientEmail('');
      setConsent(false);
      setIncludeReviews(false);
      await queryClient.invalidateQueries({ queryKey: SHARE_LINKS_KEY });
    },
    failureTitle: 'Failed to create link',
    onError: (failure) => {
      const problems = verificationFormErrors(serverIssues(failure));
      if (problems.length > 0) showProblems(problems);
      return problems.length > 0;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createVerificationRequestSchema.safeParse({ recipientEmail, consent, includeReviews });
    if (!parsed.success) return showProblems(verificationFormErrors(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data);
  };

  return {
    consentId,
    consent,
    setConsent,
    includeReviews,
    setIncludeReviews,
    recipientEmail,
    setRecipientEmail,
    errors,
    created,
    submit,
    busy: create.isPending,
  };
}
