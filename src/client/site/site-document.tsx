import { SiteLayout } from '#client/components/layouts/site-layout';
import type { SitePage } from './site-pages';
import { useSignedIn } from './use-signed-in';

/** A public page in its frame: what the build renders to HTML and the browser hydrates. */
export function SiteDocument({ page, path }: { page: SitePage; path: string }) {
  const signedIn = useSignedIn();
  if (!page.framed) return page.element;
  return (
    <SiteLayout path={path} signedIn={signedIn}>
      {page.element}
    </SiteLayout>
  );
}
