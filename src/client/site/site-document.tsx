import { SiteLayout } from '#client/components/layouts/site-layout';
import type { SitePage } from './site-pages';

/**
 * A public page in its frame: what the build renders to HTML and the browser hydrates. Whether
 * someone is signed in picks which of two renderings the server sends (issue 35), so the header
 * is right with no script.
 */
export function SiteDocument({ page, path, signedIn }: { page: SitePage; path: string; signedIn: boolean }) {
  if (!page.framed) return page.element;
  return (
    <SiteLayout path={path} signedIn={signedIn}>
      {page.element}
    </SiteLayout>
  );
}
