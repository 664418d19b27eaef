import { Camera, FileText, Plane, ShieldCheck, Users, Wrench } from 'lucide-react';
import {
  ButtonLink,
  CallToAction,
  FeatureCard,
  type PageMeta,
  Section,
} from '#client/components/site/site-ui';

export const meta: PageMeta = {
  title: 'Document your stay, protect your deposit',
  description:
    'Timestamped move-in and move-out photos, a repair journal, your lease and payments in one place: the evidence that gets your security deposit back.',
};

const FEATURES = [
  {
    title: 'Photo Documentation',
    text: 'Photograph every room on move-in day. Each photo keeps when it was taken, when we received it and a fingerprint that shows it was never edited.',
    icon: <Camera aria-hidden />,
  },
  {
    title: 'Maintenance Journal',
    text: 'Write down what broke, when you reported it, what it cost and when it was fixed, with photos, so a repair is never blamed on you.',
    icon: <Wrench aria-hidden />,
  },
  {
    title: 'Document Hub',
    text: 'Your lease, notices, inspection forms and receipts in one private place, found in seconds when the landlord asks.',
    icon: <FileText aria-hidden />,
  },
  {
    title: 'Travel Mode',
    text: 'Check-in and check-out photos for holiday rentals and hotel rooms, so a damage claim after you leave meets your evidence.',
    icon: <Plane aria-hidden />,
  },
  {
    title: 'Rental Verification',
    text: 'Share your rental history with a new landlord or a lender through a link that expires, and see each time it is opened.',
    icon: <ShieldCheck aria-hidden />,
  },
  {
    title: 'Roommate Sharing',
    text: 'Split the rent and the bills, share chores and notes, and keep one record of who paid what.',
    icon: <Users aria-hidden />,
  },
];

const STEPS = [
  ['Move in', 'Walk through the flat with your phone and photograph every wall, floor and appliance.'],
  ['Live there', 'Log repairs, keep receipts and record every rent payment as it happens.'],
  ['Move out', 'Take the same photos again and compare them side by side with day one.'],
  ['Get your deposit back', 'Send the landlord a report or a signed evidence bundle that anyone can check.'],
];

export function HomePage() {
  return (
    <>
      <section className="border-b border-accent-100 bg-accent-50">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">
            Document your stay, protect your deposit.
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
            Rentproof keeps the evidence of your tenancy: timestamped photos, repairs, documents and payments,
            ready to share the day a landlord disputes your deposit.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/signup">Get Started for Free</ButtonLink>
            <ButtonLink href="/interactive-demo" variant="secondary">
              Try the interactive demo
            </ButtonLink>
          </div>
        </div>
      </section>
      <Section
        title="Everything a renter needs to keep"
        intro="A deposit dispute is won with records made at the time, not memories. Rentproof makes keeping them a habit that takes minutes."
      >
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
        title="See it before you sign up"
        intro="The interactive demo shows a renter's dashboard with sample photos, repairs and documents, and a short tour of each part. No account, no email address."
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(([title, text], index) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6">
              <p className="text-sm font-semibold text-accent-700">Step {index + 1}</p>
              <h3 className="mt-1 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <ButtonLink href="/interactive-demo">Open the interactive demo</ButtonLink>
        </div>
      </Section>
      <CallToAction
        title="Are you a landlord?"
        text="See your tenants' move-in reports and maintenance requests in one place, and settle deposits on shared evidence."
      >
        <ButtonLink href="/for-landlords" variant="secondary">
          Rentproof for landlords
        </ButtonLink>
      </CallToAction>
      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 className="text-2xl font-semibold text-slate-900">Start protecting your deposit today</h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">
          Free for one home, with no card required. Your photos stay private until you choose to share them.
        </p>
        <ButtonLink href="/signup" className="mt-6">
          Sign Up Now
        </ButtonLink>
      </section>
    </>
  );
}
