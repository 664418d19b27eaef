import { useDocumentTitle } from '#client/lib/use-document-title';
import { PageHeader } from './page-header';

// Routes whose screens later issues build show their title inside the right frame until then.

export function AppTitlePage({ title }: { title: string }) {
  return <PageHeader title={title} />;
}

export function PublicTitlePage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
    </div>
  );
}

/** For the public pages that live outside the site layout (the shared report, the demo). */
export function StandaloneTitlePage({ title }: { title: string }) {
  return (
    <main className="min-h-dvh bg-white">
      <PublicTitlePage title={title} />
    </main>
  );
}
