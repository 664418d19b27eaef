import { useEffect, useState } from 'react';
import { GuidedTour } from '#client/components/guided-tour/guided-tour';
import { SiteLogo } from '#client/components/logo';
import { ButtonLink, type PageMeta } from '#client/components/site/site-ui';
import { SiteToast, useSiteToast } from '#client/components/site/site-toast';
import { INTERACTIVE_DEMO_TOUR_DELAY_MS } from '#shared/timings';
import { DEMO_SIDEBAR, DEMO_TOUR_STEPS } from '../components/demo-content';
import { DemoDashboard } from '../components/demo-dashboard';
import { DemoUserMenu } from '../components/demo-user-menu';

export const meta: PageMeta = {
  title: 'Interactive Demo',
  description:
    'Try Rentproof without an account: a sample renter dashboard with photos, repairs and documents, and a guided tour.',
};

function DemoSidebar({ onChoose }: { onChoose: (item: string) => void }) {
  return (
    <nav
      aria-label="Demo sections"
      className="hidden w-60 shrink-0 border-r border-slate-200 bg-white p-3 lg:block"
    >
      <ul className="space-y-1">
        {DEMO_SIDEBAR.map((item) => (
          <li key={item}>
            <button
              type="button"
              aria-current={item === 'Dashboard' ? 'page' : undefined}
              onClick={() => onChoose(item)}
              className="flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-700"
            >
              {item}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The no-account demo (docs/product.md §15): a sample dashboard whose tour opens by itself. */
export function InteractiveDemoPage() {
  // A new number restarts the tour from its first step.
  const [tour, setTour] = useState<number | null>(null);
  const toast = useSiteToast();
  useEffect(() => {
    const timer = setTimeout(() => setTour((current) => current ?? 1), INTERACTIVE_DEMO_TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const askToSignUp = (what: string) =>
    toast.show({
      tone: 'info',
      title: `${what} is part of your own account`,
      description: 'Sign up for free to use it. The demo stays on this page.',
    });

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4">
        <SiteLogo />
        <div className="flex items-center gap-2">
          <ButtonLink href="/signup" className="max-sm:hidden">
            Sign Up For Free
          </ButtonLink>
          <DemoUserMenu onRestartTour={() => setTour((current) => (current ?? 0) + 1)} />
        </div>
      </header>
      <div className="flex flex-1">
        <DemoSidebar onChoose={askToSignUp} />
        <main id="main" className="min-w-0 flex-1 space-y-6 p-4 sm:p-6">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">
              Sample data, nothing is saved
            </p>
            <h1 className="mt-1 text-2xl font-semibold text-slate-900 sm:text-3xl">Interactive Demo</h1>
          </div>
          <DemoDashboard onAction={askToSignUp} />
          <section className="flex flex-col items-start gap-3 rounded-xl bg-slate-900 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-xl font-semibold text-white">Document your own home</h2>
              <p className="mt-1 text-slate-300">
                Free for one property. Your photos stay private until you share them.
              </p>
            </div>
            <ButtonLink href="/signup" variant="secondary">
              Sign Up For Free
            </ButtonLink>
          </section>
        </main>
      </div>
      {tour !== null && <GuidedTour key={tour} steps={DEMO_TOUR_STEPS} onClose={() => setTour(null)} />}
      <SiteToast toast={toast} />
    </div>
  );
}
