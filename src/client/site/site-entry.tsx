import '@fontsource-variable/inter';
import '#client/styles.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { nextTask } from '#client/lib/next-task';
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
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser run in
  // between; outside one, the whole form hydrated in one task of 600 ms at 4x CPU throttling,
  // most of the page's blocking time (docs/performance.md). A click on the form before it is
  // done hydrates that part at once, as React replays it.
  // The page's chunk runs in the task it arrives in; hydrating starts in the next one.
  void resolveSitePage(path, parseSocialProviderSet(root.dataset.providers))
    .then(async (page) => {
      await nextTask();
      return page;
    })
    .then((page) =>
      startTransition(() => {
        hydrateRoot(root, <SiteDocument page={page} path={path} signedIn={signedIn} />);
      }),
    );
}
