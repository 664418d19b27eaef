import type { ReactNode } from 'react';
import { SkipLink } from '../skip-link';

/**
 * The signed-in frame's boxes: a fixed sidebar on large screens, the top bar, the page. AppShell
 * fills them with its live parts; the build draws them still, around the dashboard's heading, for
 * the server to send before the app runs (app-frame.tsx, decision 035). One component, so the two
 * cannot drift apart and the page does not move when the app takes over.
 */
export function ShellFrame({
  logo,
  sidebar,
  menu,
  account,
  children,
}: {
  logo: ReactNode;
  sidebar?: ReactNode;
  menu: ReactNode;
  account: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh lg:pl-64">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
        <div className="flex h-16 items-center border-b border-slate-100 px-5">{logo}</div>
        {sidebar}
      </aside>
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
        <div className="flex items-center gap-1 lg:hidden">
          {menu}
          {logo}
        </div>
        <div className="ml-auto">{account}</div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none sm:px-6 lg:py-8">
        {children}
      </main>
    </div>
  );
}
