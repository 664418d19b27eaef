import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '#client/components/logo';
import { cn } from '#client/lib/cn';
import { useDocumentTitle } from '#client/lib/use-document-title';

const WIDTHS = { narrow: 'max-w-3xl', wide: 'max-w-5xl' } as const;

/**
 * A page opened from a link by someone who may have no account (a share link, a signing link):
 * the logo and what Rentproof vouches for, no app shell.
 */
export function StandaloneFrame({
  title,
  badge,
  width,
  children,
}: {
  title: string;
  /** 'Verified by Rentproof', 'Signing by Rentproof'. */
  badge: string;
  width: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div
          className={cn('mx-auto flex flex-wrap items-center justify-between gap-2 px-4 py-2', WIDTHS[width])}
        >
          <Logo />
          <span className="flex items-center gap-1.5 text-sm text-slate-600">
            <ShieldCheck className="size-4 text-green-700" aria-hidden />
            {badge}
          </span>
        </div>
      </header>
      <main id="main" className={cn('mx-auto space-y-6 px-4 py-6 sm:py-8', WIDTHS[width])}>
        {children}
      </main>
    </div>
  );
}
