import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FullPageSpinner } from '#client/components/ui/spinner';
import { useSession } from '#client/lib/session';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { resolveSitePage, type SitePage } from '#client/site/site-pages';
import { SiteDocument } from '#client/site/site-document';

/**
 * A public page inside the app: the same page the server pre-renders, shown when the app itself
 * navigates to it (and by the development server, which pre-renders nothing).
 */
export function SitePageRoute() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const [page, setPage] = useState<{ path: string; page: SitePage } | null>(null);
  useEffect(() => {
    let current = true;
    void resolveSitePage(pathname).then((resolved) => current && setPage({ path: pathname, page: resolved }));
    return () => {
      current = false;
    };
  }, [pathname]);
  useDocumentTitle(page?.path === pathname ? page.page.meta.title : '');
  if (page?.path !== pathname) return <FullPageSpinner />;
  return <SiteDocument page={page.page} path={pathname} signedIn={Boolean(user)} />;
}
