import { ButtonLink, type PageMeta } from '#client/components/site/site-ui';

export const meta: PageMeta = {
  title: 'Page not found',
  description: 'There is no page at this address.',
};

const SUGGESTIONS = [
  { href: '/features', label: 'What Rentproof does' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/blog', label: 'Guides for renters' },
  { href: '/contact', label: 'Contact us' },
];

/** An address nobody knows: say so plainly (status 404) and offer the likely next steps. */
export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-accent-700">404</p>
      <h1 className="mt-2 text-3xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-700">
        There is no page at this address. It may have moved, or the link may be mistyped. If you were signed
        in, your records are safe: open your dashboard.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href="/">Go to the home page</ButtonLink>
        <ButtonLink href="/dashboard" variant="secondary">
          Open your dashboard
        </ButtonLink>
      </div>
      <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        {SUGGESTIONS.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-flex min-h-11 items-center text-accent-700 hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
