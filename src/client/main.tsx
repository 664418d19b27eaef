import '#client/app/zod-config';
import '@fontsource-variable/inter';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The DOM build of the provider: it can flush a navigation synchronously (navigate's flushSync).
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '#client/app/query-client';
import { router } from '#client/app/router';
import { registerServiceWorker } from '#client/app/service-worker';
import { sessionQuery } from '#client/lib/session';

// Every screen waits for the session (docs/product.md §2.2): ask now, and the answer the page's
// preload has under way is used, rather than once the router's chunks have arrived and rendered.
void queryClient.prefetchQuery(sessionQuery);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
// The server may have drawn the screen's frame ahead (decision 035): it stays until the router has
// the screen's code, so the app replaces it with the whole screen rather than a blank page first.
if (router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
registerServiceWorker();
