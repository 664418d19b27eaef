import type { ReactNode } from 'react';
import { Logo } from '#client/components/logo';
import { Card } from '#client/components/ui/card';
import { useDocumentTitle } from '#client/lib/use-document-title';

/** The standalone pages an emailed link opens: a centred card outside the site layout. */
export function AuthCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 py-10">
      <Logo />
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        {icon && (
          <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-accent-50 text-accent-600">
            {icon}
          </div>
        )}
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-3 space-y-4 text-slate-600">{children}</div>
      </Card>
    </main>
  );
}
