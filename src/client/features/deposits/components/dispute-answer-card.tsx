import { Download, Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { type DisputeShareInput, disputeShareSchema } from '#shared/deposits/deposit-schemas';
import { CopyLinkField } from '#client/components/copy-link-field';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { fieldErrors, serverFieldErrors } from '#client/lib/field-errors';
import { SHARE_LINKS_KEY } from '#client/features/verification';
import { depositsApi, disputeLetterUrl } from '../api/deposits-api';

type Created = { url: string; emailedTo: string | null };

/**
 * The renter's answer to the landlord: the dispute letter as a PDF, and a link to the evidence of
 * the deductions, whose address is shown this once (only its hash is kept). Without deductions
 * there is nothing to share.
 */
export function DisputeAnswerCard({
  depositId,
  hasDeductions,
}: {
  depositId: string;
  hasDeductions: boolean;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<Created | null>(null);
  const share = useAction({
    run: (input: DisputeShareInput) => depositsApi.share(depositId, input),
    refreshes: [SHARE_LINKS_KEY],
    onSuccess: (result, input) => {
      setCreated({ url: result.url, emailedTo: result.emailSent ? (input.recipientEmail ?? null) : null });
      setEmail('');
      notify.success('Dispute link created.');
    },
    failureTitle: 'Could not create the link',
    onError: (failure) => {
      const message = serverFieldErrors(failure)?.recipientEmail;
      if (!message) return false;
      setError(message);
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = disputeShareSchema.safeParse({ recipientEmail: email.trim() });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error.issues).recipientEmail);
      return;
    }
    setError(undefined);
    setCreated(null);
    share.mutate(parsed.data);
  };

  return (
    <Card>
      <CardHeader
        title="Your answer"
        description="A letter that lists each deduction with your position and evidence, and a link your landlord can open."
      />
      <CardBody className="space-y-6">
        <Button asChild variant="secondary" className="w-full sm:w-auto">
          <a href={disputeLetterUrl(depositId)} download>
            <Download className="size-4" aria-hidden />
            Download dispute letter (PDF)
          </a>
        </Button>
        <form onSubmit={submit} noValidate className="space-y-3" aria-label="Create dispute link">
          <FormField
            id="dispute-email"
            label="Landlord’s email (optional)"
            hint="We email the link there; either way it is shown here once for you to send."
            error={error}
          >
            <Input
              {...describedBy('dispute-email', error, { hint: true })}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          {!hasDeductions && (
            <p className="text-sm text-slate-600">
              Add the landlord’s deductions first: the link shows the evidence attached to them.
            </p>
          )}
          <Button type="submit" busy={share.isPending} disabled={!hasDeductions} className="w-full sm:w-auto">
            <Link2 className="size-4" aria-hidden />
            Create dispute link
          </Button>
        </form>
        {created && (
          <div className="space-y-2 rounded-lg border border-accent-100 bg-accent-50 p-4 text-sm text-slate-700">
            <p className="font-medium text-slate-900">Copy this link now: it is shown only this once.</p>
            <CopyLinkField url={created.url} label="Dispute link" />
            {created.emailedTo && <p>Emailed to {created.emailedTo}</p>}
            <p>
              It expires in 7 days, and it appears in your sharing history on{' '}
              <Link to="/verification" className="font-medium text-accent-700 hover:underline">
                Verification
              </Link>
              , where you can revoke it.
            </p>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
