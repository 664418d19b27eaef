import { FolderOpen, Handshake, MessagesSquare, Scale } from 'lucide-react';
import type { PageMeta } from '#client/components/site/site-ui';
import { AudiencePage } from './audience-page';

export const meta: PageMeta = {
  title: 'For Landlords',
  description:
    "See your tenants' move-in reports and maintenance requests in one place, settle deposits on shared evidence and build tenant trust.",
};

export function ForLandlordsPage() {
  return (
    <AudiencePage
      title="For Landlords"
      lead="Rentproof gives landlords and property managers the same records their tenants keep: move-in reports, maintenance requests and the history of each home, shared by the tenant and trusted by both sides."
      action={{ href: '/signup?next=/company-settings', label: 'Create a Landlord Account' }}
      benefitsTitle="Run your rentals on records both sides trust"
      benefits={[
        {
          title: 'Streamline Communication',
          icon: <MessagesSquare aria-hidden />,
          text: 'Maintenance requests arrive with photos, details and dates, and your team answers them from one inbox instead of scattered texts and emails.',
        },
        {
          title: 'Centralized Documentation',
          icon: <FolderOpen aria-hidden />,
          text: 'Move-in reports, leases and repair histories for every property and unit in one place, instead of folders on someone’s laptop.',
        },
        {
          title: 'Reduce Disputes',
          icon: <Scale aria-hidden />,
          text: 'When a deposit is settled, both sides look at the same timestamped photos from move-in and move-out. Clear evidence ends most arguments.',
        },
        {
          title: 'Build Tenant Trust',
          icon: <Handshake aria-hidden />,
          text: 'Tenants who see that issues are recorded and fixed stay longer and care for the home. Good records are good relations.',
        },
      ]}
      story={{
        title: 'How landlords use Rentproof',
        paragraphs: [
          'You create a company and invite your team: admins manage members and settings, members handle the day-to-day. Then you invite your tenants by email.',
          'Tenants stay in control of their records: they choose to share their move-in report and send their maintenance requests to your company. You see the photos with the time they were taken and received, and the fingerprint that shows they were not edited.',
          'At move-out, the comparison of move-in and move-out photos makes the deposit decision a matter of record rather than memory, for you and for your tenant.',
        ],
      }}
      closing={{
        title: 'Bring your properties and your team',
        text: 'Start free with one property; the Business plan adds team management and more.',
        action: { href: '/signup', label: 'Sign Up Free' },
      }}
    />
  );
}
