import '@fontsource-variable/inter';
import '#client/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { parseSocialProviderSet } from '#shared/api/meta';
import { resolveSitePage } from './site-pages';
import { SiteDocument } from './site-document';

// Loaded only by the interactive pages, after their first paint (issue 35): the page is already on
// screen as pre-rendered HTML, and this makes it interactive, fetching that page's chunk alone.
// The other pages take only this entry's stylesheet.
const root = document.getElementById('root');
if (root) {
  const path = root.dataset.path ?? window.location.pathname;
  const signedIn = root.dataset.signedIn !== undefined;
  void resolveSitePage(path, parseSocialProviderSet(root.dataset.providers)).then((page) =>
    hydrateRoot(root, <SiteDocument page={page} path={path} signedIn={signedIn} />),
  );
}
