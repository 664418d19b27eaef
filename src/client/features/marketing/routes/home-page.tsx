import { Camera, FileText, Plane, ShieldCheck, Users, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { useDocumentTitle } from '#client/lib/use-document-title';

const FEATURES = [
  {
    title: 'Photo Documentation',
    text: 'Timestamped move-in and move-out photos, room by room.',
    icon: Camera,
  },
  {
    title: 'Maintenance Journal',
    text: 'Log what breaks, what it costs and when it was fixed.',
    icon: Wrench,
  },
  { title: 'Document Hub', text: 'Your lease, notices and receipts in one private place.', icon: FileText },
  { title: 'Travel Mode', text: 'Check-in photos for short stays and hotels.', icon: Plane },
  {
    title: 'Rental Verification',
    text: 'Share a verified rental history with a time-limited link.',
    icon: ShieldCheck,
  },
  { title: 'Roommate Sharing', text: 'Split expenses and keep records together.', icon: Users },
];

export function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <section className="border-b border-accent-100 bg-accent-50">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">
            Document your stay, protect your deposit.
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Rentproof keeps the evidence of your tenancy: timestamped photos, repairs, documents and payments,
            ready to share when it matters.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/signup">Get Started for Free</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/interactive-demo">Try the interactive demo</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16">
        <h2 className="text-center text-2xl font-semibold text-slate-900">
          Everything a renter needs to keep
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="size-6 text-accent-600" aria-hidden />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-14 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-semibold text-white">Are you a landlord?</h2>
            <p className="mt-1 text-slate-300">
              See your tenants&apos; move-in reports and maintenance requests in one place.
            </p>
          </div>
          <Button asChild variant="secondary">
            <Link to="/for-landlords">Rentproof for landlords</Link>
          </Button>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 className="text-2xl font-semibold text-slate-900">Start protecting your deposit today</h2>
        <Button asChild className="mt-6">
          <Link to="/signup">Sign Up Now</Link>
        </Button>
      </section>
    </>
  );
}
