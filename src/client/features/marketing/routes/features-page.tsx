import {
  Bell,
  Camera,
  FileText,
  FolderLock,
  Link2,
  PiggyBank,
  Plane,
  ShieldCheck,
  Users,
  Wrench,
} from 'lucide-react';
import { ButtonLink, FeatureCard, type PageMeta, PageHero, Section } from '#client/components/site/site-ui';

export const meta: PageMeta = {
  title: 'Features',
  description:
    'Timestamped photos, move-in and move-out comparison, a maintenance journal, documents, finances, reports and expiring share links.',
};

const FEATURES = [
  {
    title: 'Timestamped photo evidence',
    icon: <Camera aria-hidden />,
    text: 'Each photo keeps three facts: when the camera took it, when Rentproof received it, and a SHA-256 fingerprint of the original file that shows it was never edited.',
  },
  {
    title: 'Move-in and move-out comparison',
    icon: <ShieldCheck aria-hidden />,
    text: 'Photos are grouped by room, so the kitchen on day one sits beside the kitchen on your last day. Differences, and their absence, are plain to see.',
  },
  {
    title: 'Maintenance journal',
    icon: <Wrench aria-hidden />,
    text: 'Record every issue with its details, cost, status and photos. A repair you reported in March is not a surprise charge in December.',
  },
  {
    title: 'Document hub',
    icon: <FolderLock aria-hidden />,
    text: 'Keep the lease, notices, inspection forms and receipts in one private place, searchable by name and downloadable at any time.',
  },
  {
    title: 'Financial tracker',
    icon: <PiggyBank aria-hidden />,
    text: 'Rent, utilities, the deposit and its return: see what is paid, due or overdue, and your net balance, with receipts attached.',
  },
  {
    title: 'Lease and fee tracker',
    icon: <FileText aria-hidden />,
    text: 'Your lease terms, the next rent day and every fee charged, so the numbers at move-out match the ones you agreed to.',
  },
  {
    title: 'Reminders and calendar',
    icon: <Bell aria-hidden />,
    text: 'Reminders by email for rent, inspections and notice periods, and a private calendar feed for Google or Apple Calendar.',
  },
  {
    title: 'Reports and PDF',
    icon: <FileText aria-hidden />,
    text: 'Summaries of photos, repairs and payments for any period, as a PDF with the photos and their facts, ready to send.',
  },
  {
    title: 'Verified sharing',
    icon: <Link2 aria-hidden />,
    text: 'Share a report or your rental history through a link that expires on its own and that you can revoke. You see every time it is opened.',
  },
  {
    title: 'Travel mode and roommates',
    icon: (
      <span className="flex gap-1">
        <Plane aria-hidden />
        <Users aria-hidden />
      </span>
    ),
    text: 'Check-in photos for short stays and hotels, and a shared space where roommates split bills, chores and notes.',
  },
];

export function FeaturesPage() {
  return (
    <>
      <PageHero
        title="Features"
        lead="Everything you need to prove the condition of your home and the history of your tenancy, from the first walk-through to the deposit refund."
      >
        <ButtonLink href="/login">Get Started Free</ButtonLink>
      </PageHero>
      <Section title="Ten ways Rentproof protects your deposit">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.title} icon={feature.icon} title={feature.title}>
              {feature.text}
            </FeatureCard>
          ))}
        </ul>
      </Section>
      <Section
        tone="muted"
        title="Evidence anyone can check"
        intro="A download of your evidence comes as a bundle signed by Rentproof. Anyone, a landlord or a court, can check it with the public bundle checker and see that no photo or record changed after it left your account."
      >
        <div className="text-center">
          <ButtonLink href="/login">Get Started Free</ButtonLink>
        </div>
      </Section>
    </>
  );
}
