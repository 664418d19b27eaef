import '@fontsource-variable/inter';
import '#client/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { parseSocialProviderSet } from '#shared/api/meta';
import { resolveSitePage } from './site-pages';
import { SiteDocument } from './site-document';

// The page is already on screen as pre-rendered HTML; this makes it interactive (decision 018).
const root = document.getElementById('root');
if (root) {
  const path = root.dataset.path ?? window.location.pathname;
  void resolveSitePage(path, parseSocialProviderSet(root.dataset.providers)).then((page) =>
    hydrateRoot(root, <SiteDocument page={page} path={path} />),
  );
}
