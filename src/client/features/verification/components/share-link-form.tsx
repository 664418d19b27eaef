import { Link2 } from 'lucide-react';
import { VERIFICATION_EXPIRY_DAYS } from '#shared/verification/verification-schemas';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { CreatedLinkBox } from './created-link-box';
import { ShareItemsList } from './share-items-list';
import { useShareLinkForm } from './use-share-link-form';

export function ShareLinkForm() {
  const form = useShareLinkForm();
  const { consent: consentError, recipientEmail: emailError } = form.errors;

  return (
    <Card>
      <CardHeader
        title="Create a verification link"
        description={`A landlord or lender opens it without an account. It expires automatically after ${VERIFICATION_EXPIRY_DAYS} days, and you can turn it off sooner.`}
      />
      <CardBody>
        <form onSubmit={form.submit} noValidate className="space-y-5">
          <ShareItemsList />
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
              value={form.recipientEmail}
              onChange={(e) => form.setRecipientEmail(e.target.value)}
            />
          </FormField>
          <div className="flex items-start gap-3">
            <input
              id="include-reviews"
              type="checkbox"
              checked={form.includeReviews}
              onChange={(e) => form.setIncludeReviews(e.target.checked)}
              aria-describedby="include-reviews-hint"
              className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-accent-600"
            />
            <div className="text-sm">
              <label htmlFor="include-reviews" className="text-slate-700">
                Include my emotional reviews in Resident Conduct
              </label>
              <p id="include-reviews-hint" className="text-slate-500">
                Shares how many there are, their average, and each rating with its property and date; never
                your comments. Left off, the section shows no reviews.
              </p>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <input
              id={form.consentId}
              type="checkbox"
              checked={form.consent}
              onChange={(e) => form.setConsent(e.target.checked)}
              aria-describedby={consentError ? 'consent-error' : undefined}
              aria-invalid={consentError ? true : undefined}
              className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-accent-600"
            />
            <label htmlFor={form.consentId} className="text-sm text-slate-700">
              I consent to share my rental history, deposit evidence, pet records, resident conduct and
              payment history with this recipient.
            </label>
          </div>
          {consentError && (
            <p id="consent-error" className="text-sm text-red-700">
              {consentError}
            </p>
          )}
          <Button type="submit" busy={form.busy} className="w-full sm:w-auto">
            <Link2 className="size-4" aria-hidden />
            Generate &amp; Copy Link
          </Button>
        </form>
        {form.created && <CreatedLinkBox created={form.created} />}
      </CardBody>
    </Card>
  );
}
