import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '#client/components/ui/toast';

/**
 * Renders one screen as the app would at `url`: under the route `path` (for its params), with a
 * fresh query cache that does not retry (a refusal shows at once) and the app's toaster.
 */
export function renderRoute(
  element: ReactNode,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    {
      initialEntries: [url],
    },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
