import { QueryCache, QueryClient } from '@tanstack/react-query';
import { forgetSession } from '#client/lib/session';
import { ApiError } from '#client/lib/api-client';

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      // The session ended on the server (expired, signed out elsewhere, password changed on
      // another device): stop showing the app as signed in; the guards go to the sign-in page.
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') forgetSession(queryClient);
    },
  }),
  defaultOptions: {
    queries: {
      // A 4xx will not get better by asking again; a network blip might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
      // A screen that mounts just after its route's loader asked for its data does not ask again
      // (issue 35: on the dashboard, two requests and a long task right after the first render).
      // Changes still show at once: live events and actions invalidate, which this does not delay.
      staleTime: 2_000,
      // Offline, a request still goes out once: the service worker answers the capture screens'
      // data from the device (decision 037). TanStack Query's default would hold it, and anything
      // awaiting it, until the browser says it is online again.
      networkMode: 'offlineFirst',
    },
    // A photo is kept on the device when it cannot be sent (docs/product.md §6.6): the action that
    // tries must run offline too, not wait for the connection.
    mutations: { networkMode: 'offlineFirst' },
  },
});
