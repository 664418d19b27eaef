import { ButtonLink, type PageMeta, PageHero, Section } from '#client/components/site/site-ui';

export const meta: PageMeta = {
  title: 'Careers',
  description:
    'Join a small team building the tools renters use to protect their security deposits. See our open positions.',
};

type Opening = { title: string; team: string; location: string; text: string };

const OPENINGS: Opening[] = [
  {
    title: 'Senior Full-Stack Engineer',
    team: 'Engineering',
    location: 'Remote (US or Canada)',
    text: 'Build the evidence at the heart of Rentproof: photo processing, signed bundles and reports, in TypeScript from the database to the phone. You care about correctness, because a renter’s deposit depends on it.',
  },
  {
    title: 'Product Designer',
    team: 'Design',
    location: 'Remote or Washington, DC',
    text: 'Design for a renter walking through an empty flat with keys in one hand. You will own flows from capture to dispute, test them with renters and landlords, and keep them calm and clear.',
  },
  {
    title: 'Customer Support Specialist',
    team: 'Support',
    location: 'Washington, DC (hybrid)',
    text: 'Help renters and landlords when it matters most, often in the middle of a dispute. You write clearly, explain patiently and turn what you hear into improvements to the product.',
  },
];

function OpeningCard({ opening }: { opening: Opening }) {
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{opening.title}</h3>
        <p className="text-sm text-slate-700">
          {opening.team} · {opening.location}
        </p>
        <p className="mt-2 max-w-2xl text-sm leading-6 text-slate-700">{opening.text}</p>
      </div>
      <ButtonLink href={`/contact?role=${encodeURIComponent(opening.title)}`} className="shrink-0">
        Apply Now
      </ButtonLink>
    </li>
  );
}

export function CareersPage({ openings = OPENINGS }: { openings?: Opening[] }) {
  return (
    <>
      <PageHero
        title="Careers"
        lead="We are a small team that believes renters deserve the same good records as the people they rent from. If that matters to you, we would like to hear from you."
      />
      <Section
        title="Open positions"
        intro="We work remotely across North American time zones, meet in Washington, DC twice a year, and keep meetings few and writing good."
      >
        {openings.length > 0 ? (
          <ul className="mx-auto max-w-4xl space-y-4">
            {openings.map((opening) => (
              <OpeningCard key={opening.title} opening={opening} />
            ))}
          </ul>
        ) : (
          <div className="mx-auto max-w-xl rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="font-medium text-slate-900">No openings right now.</p>
            <p className="mt-1 text-sm text-slate-700">
              We still read every message from people who want to help renters.
            </p>
            <ButtonLink href="/contact" variant="secondary" className="mt-4">
              Contact us
            </ButtonLink>
          </div>
        )}
      </Section>
    </>
  );
}
