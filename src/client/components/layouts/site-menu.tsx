import { Menu, X } from 'lucide-react';
import { buttonClasses } from '../ui/button-classes';
import { HEADER_LINKS, isCurrent } from './site-links';

/**
 * The header's links on a phone, in a popover the button opens with no script (issue 35): the
 * browser shows it over a backdrop, closes it on Escape or a tap outside and gives focus back to
 * the button; following a link loads the next page, which draws it closed.
 */
export function SiteMenu({ path, account }: { path: string; account: { href: string; label: string } }) {
  return (
    <>
      <button
        type="button"
        popoverTarget="site-menu"
        className={`${buttonClasses('ghost', 'icon')} lg:hidden`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-controls="site-menu"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <div
        id="site-menu"
        popover="auto"
        role="dialog"
        aria-label="Menu"
        className="inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] border-0 bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <span className="text-lg font-semibold text-slate-900">Menu</span>
          <button
            type="button"
            popoverTarget="site-menu"
            popoverTargetAction="hide"
            className={buttonClasses('ghost', 'icon')}
            aria-label="Close menu"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label="Site" className="flex flex-col p-3">
          {[...HEADER_LINKS, account].map((link) => (
            <a
              key={link.href}
              href={link.href}
              aria-current={isCurrent(link.href, path) ? 'page' : undefined}
              className="flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-accent-700"
            >
              {link.label}
            </a>
          ))}
        </nav>
      </div>
    </>
  );
}
