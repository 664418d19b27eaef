import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '#client/components/logo';
import { useDocumentTitle } from '#client/lib/use-document-title';

export const SIGN_SECTION = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/** The signing page's frame, standing alone like a share link's: no account, no app shell. */
export function SignFrame({ children }: { children: ReactNode }) {
  useDocumentTitle('Sign the move-in report');
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <Logo />
          <span className="flex items-center gap-1.5 text-sm text-slate-600">
            <ShieldCheck className="size-4 text-green-700" aria-hidden />
            Signing by Rentproof
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
