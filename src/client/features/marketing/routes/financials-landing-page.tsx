import { CheckCircle2 } from 'lucide-react';
import { ButtonLink, type PageMeta } from '#client/components/site/site-ui';

export const meta: PageMeta = {
  title: 'Take Control of Your Rental Finances',
  description:
    'Track rent, utilities and your deposit, categorise expenses, see your net balance and get summaries, free with Rentproof.',
};

const POINTS = [
  {
    title: 'Track rent, utilities and deposits',
    text: 'Every payment with its due date and status, Paid, Due or Overdue, and the date you actually paid it.',
  },
  {
    title: 'Categorise expenses',
    text: 'Rent, utilities, security deposit, its return and anything else, each with a receipt you can attach.',
  },
  {
    title: 'Net balance of income versus expenses',
    text: 'What you paid out against what came back to you, such as a returned deposit, to the cent.',
  },
  {
    title: 'Financial summaries',
    text: 'Totals for any period in your reports and a downloadable rent history to prove you always paid on time.',
  },
];

export function FinancialsLandingPage() {
  return (
    <section className="bg-accent-50">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Financial Tracker</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">
            Take Control of Your Rental Finances
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            Rent is the biggest bill most people pay. Rentproof keeps every payment beside the rest of your
            tenancy’s records, so proving what you paid takes one link.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/signup">Get Started for Free</ButtonLink>
            <ButtonLink href="/login" variant="secondary">
              I have an account
            </ButtonLink>
          </div>
        </div>
        <ul className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {POINTS.map((point) => (
            <li key={point.title} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
              <div>
                <h2 className="font-semibold text-slate-900">{point.title}</h2>
                <p className="text-sm leading-6 text-slate-700">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
