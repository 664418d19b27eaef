import { renderToString } from 'react-dom/server';
import { DashboardFrame } from '#client/app/app-frame';
import { siteHead } from './site-head';
import { SiteDocument } from './site-document';
import type { SocialProvider } from '#shared/api/meta';
import { listSitePaths, resolveSitePage } from './site-pages';

// Built for Node and run once by scripts/prerender.mjs: every public page to HTML (decision 018).

export { listSitePaths };
export { AUTH_PAGE_PATHS } from './site-pages';
export { socialProviderSetKey, socialProviderSets } from '#shared/api/meta';

/**
 * A page's HTML, for a visitor or for someone signed in (the header's account link differs), and
 * whether it loads React to become interactive (issue 35).
 */
export async function renderSitePage(
  path: string,
  socialProviders: SocialProvider[] = [],
  { signedIn = false } = {},
) {
  const page = await resolveSitePage(path, socialProviders);
  return {
    status: page.status,
    framed: page.framed,
    interactive: page.interactive,
    head: siteHead(page.meta, path, { index: page.status === 200 }),
    body: renderToString(<SiteDocument page={page} path={path} signedIn={signedIn} />),
  };
}
export { APP_ROUTE_PATHS } from '#client/app/route-paths';
export { FIRST_NAME_SLOT } from '#client/app/app-frame';

/** The app's screens the server draws ahead for someone signed in: their markup by path (decision 035). */
export function renderAppFrames(): Record<string, string> {
  return { '/dashboard': renderToString(<DashboardFrame />) };
}
