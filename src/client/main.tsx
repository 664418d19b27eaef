import '#client/app/zod-config';
import '@fontsource-variable/inter';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build of the provider: it can flush a navigation synchronously (navigate's flushSync).
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '#client/app/query-client';
import { registerServiceWorker } from '#client/app/service-worker';
import { cn } from '#client/lib/cn';
import { nextTask } from '#client/lib/next-task';
import { sessionQuery } from '#client/lib/session';

// Every screen waits for the session (docs/product.md §2.2): ask now, and the answer the page's
// preload has under way is used, rather than once the router's chunks have arrived and rendered.
void queryClient.prefetchQuery(sessionQuery);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The app starts in several tasks rather than one, so the page answers a tap in between (issue 35,
// docs/performance.md: on the dashboard one task of about a second at 4x CPU throttling did it
// all). The routes' table, with the layouts and icons it imports, runs in a task of its own, once
// its chunk has arrived; making the router (ranking the route table) in the next; starting the
// first screen's navigation in the one after; the first render in a transition, which React
// renders in slices of a few milliseconds.
const routes = import('#client/app/router');

const FIRST_ANSWERS_WAIT_MS = 1000;

/** Resolves once no query is being fetched, or after `ms`, whichever comes first. */
function queriesSettled(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = cache.subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    if (queryClient.isFetching() === 0) done();
  });
}

async function start(container: HTMLElement) {
  const { appScreenLoads, createAppRouter } = await routes;
  for (const load of appScreenLoads(window.location.pathname)) {
    await nextTask();
    load();
  }
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  router.initialize();
  // While the screen's chunks download: tailwind-merge reads its whole configuration on its first
  // call (about 70 ms at 4x), in a task of its own rather than in one of the first render's slices.
  await nextTask();
  cn('p-0', 'p-1');
  // The server may have drawn the screen's frame ahead (decision 035): it stays until the router
  // has the screen's code, so the app replaces it with the whole screen rather than a blank page.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  // Under the frame, the screen's first answers are awaited too (at most a second): the screen then
  // renders with its data in the transition's short slices, rather than rendering empty and again,
  // in one uninterrupted task, as each answer arrives (useSyncExternalStore updates are never sliced).
  if (container.hasChildNodes()) await queriesSettled(FIRST_ANSWERS_WAIT_MS);
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
void start(root);
registerServiceWorker();
