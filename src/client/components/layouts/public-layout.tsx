import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useSession } from '#client/lib/session';
import { cn } from '#client/lib/cn';
import { Logo } from '../logo';
import { SkipLink } from '../skip-link';
import { Button } from '../ui/button';
import { Dialog, DialogTrigger, SheetContent } from '../ui/dialog';

const HEADER_LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/for-renters', label: 'For Renters' },
  { to: '/for-landlords', label: 'For Landlords' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
];

const FOOTER_GROUPS = [
  {
    title: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/documents', label: 'Document Hub' },
      { to: '/financials', label: 'Financial Tracker' },
    ],
  },
  {
    title: 'Who it is for',
    links: [
      { to: '/for-renters', label: 'Renters' },
      { to: '/for-travelers', label: 'Travelers' },
      { to: '/for-landlords', label: 'Landlords' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/careers', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { to: '/gdpr', label: 'GDPR' },
    ],
  },
];

// The social profiles do not exist yet, so their links are placeholders.
const SOCIAL = ['Twitter', 'Facebook', 'Instagram', 'LinkedIn'];

function navClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'flex min-h-11 items-center rounded-md px-3 text-sm font-medium',
    isActive ? 'text-accent-700' : 'text-slate-700 hover:text-slate-900',
  );
}

export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = useSession();
  // Someone signed in who comes back to the site goes on to the app, not to a sign-in form.
  const account = user ? { to: '/dashboard', label: 'Dashboard' } : { to: '/login', label: 'Sign In' };
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink />
      <header className="fixed inset-x-0 top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label="Site" className="hidden items-center gap-1 lg:flex">
            {HEADER_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={navClasses}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-2">
            <Button asChild>
              <Link to={account.to}>{account.label}</Link>
            </Button>
            <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
              <DialogTrigger asChild>
                <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
                  <Menu className="size-6" aria-hidden />
                </Button>
              </DialogTrigger>
              <SheetContent title="Menu">
                <div className="border-b border-slate-100 px-4 py-3">
                  <Logo />
                </div>
                <nav aria-label="Site" className="flex flex-col p-3">
                  {HEADER_LINKS.map((link) => (
                    <NavLink
                      key={link.to}
                      to={link.to}
                      className={navClasses}
                      onClick={() => setMenuOpen(false)}
                    >
                      {link.label}
                    </NavLink>
                  ))}
                  <NavLink to={account.to} className={navClasses} onClick={() => setMenuOpen(false)}>
                    {account.label}
                  </NavLink>
                </nav>
              </SheetContent>
            </Dialog>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-5">
          <div className="col-span-2 space-y-3 lg:col-span-1">
            <Logo />
            <p className="text-sm text-slate-600">Document your stay, protect your deposit.</p>
            <ul
              className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-500"
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
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-9 items-center text-sm text-slate-600 hover:text-slate-900"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-500">
          © {new Date().getFullYear()} Rentproof. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
