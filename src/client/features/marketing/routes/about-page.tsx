import { Compass, Eye, Sparkles } from 'lucide-react';
import { ButtonLink, FeatureCard, type PageMeta, PageHero, Section } from '#client/components/site/site-ui';

export const meta: PageMeta = {
  title: 'About Rentproof',
  description:
    'Why we built Rentproof: renters lose deposits for damage they did not cause because they cannot prove it. We make the proof easy to keep.',
};

const VALUES = [
  {
    title: 'Empowerment',
    icon: <Compass aria-hidden />,
    text: 'A renter with good records negotiates as an equal. We give every renter the tools a careful landlord or an inspector already has.',
  },
  {
    title: 'Transparency',
    icon: <Eye aria-hidden />,
    text: 'Every photo shows when it was taken and when we received it, and carries a fingerprint that proves it was not edited. Nothing we show is a guess.',
  },
  {
    title: 'Simplicity',
    icon: <Sparkles aria-hidden />,
    text: 'Records only help if you keep them. Logging a room, a repair or a payment takes seconds on a phone, with the keys still in your other hand.',
  },
];

const TEAM = [
  {
    name: 'Maya Okafor',
    role: 'Founder & CEO',
    bio: 'Maya rented eleven homes in four cities before she founded Rentproof. She lost half a deposit over a carpet stain that was there before she moved in, and decided the next renter should have the photos to prove it.',
  },
  {
    name: 'Daniel Reyes',
    role: 'COO',
    bio: 'Daniel ran operations for a property management company with 2,000 units, where he saw both sides of deposit disputes. He leads our work with landlords and the support team.',
  },
  {
    name: 'Priya Natarajan',
    role: 'CFO',
    bio: 'Priya spent a decade in finance at consumer software companies. She keeps Rentproof free for the renter with one home and makes sure the paid plans pay for the rest.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="Our mission"
        title="About Rentproof"
        lead="Every renter should get back the deposit they are owed. We build the simplest way to keep the evidence that makes that happen."
      />
      <Section title="Our story">
        <div className="mx-auto max-w-3xl space-y-4 text-lg leading-8 text-slate-800">
          <p>
            A security deposit is often the largest sum a renter hands over, and getting it back depends on
            one question asked months or years later: what did the place look like on the day you moved in?
            Most people answer with a few blurry photos somewhere in their phone, if they answer at all.
          </p>
          <p>
            Rentproof started as a shared folder of move-in photos and a spreadsheet of repairs. It became an
            app when we saw how often the folder was not enough: a photo without a date proves little, and an
            email about a broken heater is hard to find when it matters. So every photo in Rentproof keeps
            when the camera took it, when our server received it, and a SHA-256 fingerprint of the original
            file, and every repair, document and payment sits beside the photos of the same home.
          </p>
          <p>
            When a dispute comes, you share a report or a signed evidence bundle that anyone can check,
            through a link that expires and that you can turn off. Landlords benefit too: records both sides
            trust settle disputes before they start.
          </p>
          <p>
            Our goal is to help 750,000 renters keep their records by the end of our third year, and to reach
            $1.875 million in yearly revenue from the plans that landlords, property managers and busy renters
            choose, while the renter with one home keeps using Rentproof for free.
          </p>
        </div>
      </Section>
      <Section tone="muted" title="What we value">
        <ul className="grid gap-6 md:grid-cols-3">
          {VALUES.map((value) => (
            <FeatureCard key={value.title} icon={value.icon} title={value.title}>
              {value.text}
            </FeatureCard>
          ))}
        </ul>
      </Section>
      <Section title="Leadership">
        <ul className="grid gap-6 md:grid-cols-3">
          {TEAM.map((person) => (
            <li key={person.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden
                className="flex size-14 items-center justify-center rounded-full bg-accent-100 text-lg font-semibold text-accent-700"
              >
                {person.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{person.name}</h3>
              <p className="text-sm font-medium text-accent-700">{person.role}</p>
              <p className="mt-2 text-sm leading-6 text-slate-700">{person.bio}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink href="/careers" variant="secondary">
            Join the team
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
