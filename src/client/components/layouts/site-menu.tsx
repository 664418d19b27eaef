import { Menu, X } from 'lucide-react';
import { useRef } from 'react';
import { buttonClasses } from '../ui/button-classes';
import { HEADER_LINKS, isCurrent } from './site-links';

/**
 * The header's links on a phone, in a native modal <dialog>: the browser keeps focus inside it,
 * closes it on Escape and gives focus back to the button, with no script library (decision 018).
 */
export function SiteMenu({ path, account }: { path: string; account: { href: string; label: string } }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className={`${buttonClasses('ghost', 'icon')} lg:hidden`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <dialog
        ref={dialog}
        id="site-menu"
        aria-label="Menu"
        className="m-0 ml-auto h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <span className="text-lg font-semibold text-slate-900">Menu</span>
          <button
            type="button"
            className={buttonClasses('ghost', 'icon')}
            aria-label="Close menu"
            onClick={close}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label="Site" className="flex flex-col p-3">
          {[...HEADER_LINKS, account].map((link) => (
            <a
              key={link.href}
              href={link.href}
              onClick={close}
              aria-current={isCurrent(link.href, path) ? 'page' : undefined}
              className="flex min-h-11 items-center rounded-md px-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-accent-700"
            >
              {link.label}
            </a>
          ))}
        </nav>
      </dialog>
    </>
  );
}
