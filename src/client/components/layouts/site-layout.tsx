import type { ReactNode } from 'react';
import { SiteLogo } from '../logo';
import { SkipLink } from '../skip-link';
import { buttonClasses } from '../ui/button-classes';
import { FOOTER_GROUPS, HEADER_LINKS, isCurrent, SOCIAL } from './site-links';
import { SiteMenu } from './site-menu';

/**
 * The public site's frame (docs/product.md §17): fixed header and footer. It is pre-rendered to
 * HTML that works with no script (issue 35), and runs under React around sign-in, so it takes what
 * it shows as props and links with plain anchors. The custom cursor is the pre-rendered pages'
 * `site-cursor.js` and, in the app, `PublicLayout`'s.
 */
export function SiteLayout({
  path,
  signedIn,
  children,
}: {
  path: string;
  signedIn: boolean;
  children: ReactNode;
}) {
  // Someone signed in who comes back to the site goes on to the app, not to a sign-in form.
  const account = signedIn
    ? { href: '/dashboard', label: 'Dashboard' }
    : { href: '/login', label: 'Sign In' };
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink />
      <header className="fixed inset-x-0 top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <SiteLogo />
          <nav aria-label="Site" className="hidden items-center gap-1 lg:flex">
            {HEADER_LINKS.map((link) => (
              <a
                key={link.href}
                href={link.href}
                aria-current={isCurrent(link.href, path) ? 'page' : undefined}
                className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:text-slate-900 aria-[current=page]:text-accent-700"
              >
                {link.label}
              </a>
            ))}
          </nav>
          <div className="flex items-center gap-2">
            <a href={account.href} className={buttonClasses()}>
              {account.label}
            </a>
            <SiteMenu path={path} account={account} />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-5">
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <SiteLogo />
          <p className="text-sm text-slate-700">Document your stay, protect your deposit.</p>
          <ul
            className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600"
            aria-label="Social media (coming soon)"
          >
            {SOCIAL.map((name) => (
              <li key={name}>
                <span title={`${name} (coming soon)`}>{name}</span>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold text-slate-900">{group.title}</h2>
            <ul className="mt-2 space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-9 items-center text-sm text-slate-700 hover:text-slate-900"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} Rentproof. All rights reserved.
      </p>
    </footer>
  );
}
