import { PageHeader } from '#client/components/page-header';
import { ShareHistory } from '../components/share-history';
import { ShareLinkForm } from '../components/share-link-form';

export function VerificationPage() {
  return (
    <>
      <PageHeader
        title="Rental Verification"
        description="Share a verified rental report with a landlord or lender: one private link, no account needed on their side."
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ShareLinkForm />
        <ShareHistory />
      </div>
    </>
  );
}
