import { PageHeader } from './page-header';

// Routes whose screens later issues build show their title inside the right frame until then.

export function AppTitlePage({ title }: { title: string }) {
  return <PageHeader title={title} />;
}
