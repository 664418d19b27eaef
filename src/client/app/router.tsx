import type { ComponentType } from 'react';
import {
  type RouteObject,
  type DataRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { PublicLayout } from '#client/components/layouts/public-layout';
import { AppTitlePage } from '#client/components/title-only-page';
import { metaQuery } from '#client/features/auth/api/auth-api';
import { restoreHandedOverState } from '#client/lib/hand-over';
import { dashboardSummaryQuery } from '#client/features/dashboard/api/dashboard-api';
import { propertiesQuery } from '#client/features/properties/api/properties-api';
import { sessionQuery } from '#client/lib/session';
import { queryClient } from './query-client';
import { RedirectSignedIn, RequireSession, SessionGate } from './route-guards';
import { RootLayout } from './root-layout';
import { APP_PATHS, APP_TITLE_PAGES, PUBLIC_PATHS, SITE_PATHS } from './route-paths';
import { APP_SCREENS, loadAppShell, SIGN_IN_SCREENS, STANDALONE_SCREENS } from './screens';
import { SitePageRoute } from './site-page-route';

const screen = (path: string, load: () => Promise<ComponentType>, prefetch?: () => void): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
  // A loader defined here, outside lazy, runs while the chunk downloads: the screen's first data
  // is asked for then, not once the screen has rendered. It starts the queries and waits for none.
  ...(prefetch && {
    loader: () => {
      prefetch();
      return null;
    },
  }),
});

const prefetchMeta = () => void queryClient.prefetchQuery(metaQuery);

/** Signed-in data waits for the session's answer, so a visitor who is signed out asks for none. */
const prefetchSignedIn = (queries: () => Parameters<typeof queryClient.prefetchQuery>[0][]) => () =>
  void queryClient.fetchQuery(sessionQuery).then(
    (session) => session.user && queries().forEach((query) => void queryClient.prefetchQuery(query)),
    () => undefined,
  );

/** What a screen asks for as soon as it is opened, beside its chunk. */
const PREFETCH: Record<string, () => void> = {
  [PUBLIC_PATHS.login]: prefetchMeta,
  [PUBLIC_PATHS.signup]: prefetchMeta,
  [APP_PATHS.dashboard]: prefetchSignedIn(() => [propertiesQuery, dashboardSummaryQuery('')]),
};

const screens = (table: Record<string, () => Promise<ComponentType>>) =>
  Object.entries(table).map(([path, load]) => screen(path, load, PREFETCH[path]));

/**
 * The chunks of the signed-in screen at this address and of its frame, asked for one a task
 * (main.tsx): asking for a chunk adds a preload link for each module it needs, about 50 for each of
 * the two, and the router would otherwise add them all in the task that makes it. The router's own
 * requests for them later find them under way.
 */
export const appScreenLoads = (pathname: string): (() => void)[] => {
  const load = APP_SCREENS[pathname];
  const ask = (chunk: () => Promise<unknown>) => () => void chunk().catch(() => undefined);
  return load ? [ask(loadAppShell), ask(load)] : [];
};

/**
 * The app's router, not yet started: the entry (main.tsx) makes it in one task and starts it, with
 * `initialize()`, in the next. `createBrowserRouter` does both in one call, and at 4x CPU throttling
 * the two together made the longest task of the dashboard's load (docs/performance.md): ranking the
 * route table, then the first navigation's chunks, loaders and prefetches. This is that function's
 * body (react-router 7's `createBrowserRouter`) without its last call; we use no hydration data.
 */
export function createAppRouter(): DataRouter {
  return createRouter({
    history: createBrowserHistory(),
    routes: appRoutes(),
    mapRouteProperties,
    hydrationRouteProperties,
  });
}

function appRoutes(): RouteObject[] {
  // A pre-rendered page that opened the app handed over the state its navigation carries.
  restoreHandedOverState();
  return [
    {
      element: <RootLayout />,
      children: [
        // The public site: in production the server sends these pre-rendered (decision 018).
        ...SITE_PATHS.map((path) => ({ path, element: <SitePageRoute /> })),
        {
          element: <SessionGate />,
          children: [
            {
              element: <PublicLayout />,
              children: [{ element: <RedirectSignedIn />, children: screens(SIGN_IN_SCREENS) }],
            },
            ...screens(STANDALONE_SCREENS),
            {
              element: <RequireSession />,
              children: [
                {
                  // The signed-in frame (its menus and dialogs) is a chunk of its own: the sign-in
                  // page does not download it, and a signed-in screen loads it beside its own chunk.
                  lazy: async () => ({ Component: await loadAppShell() }),
                  children: [
                    ...screens(APP_SCREENS),
                    ...APP_TITLE_PAGES.map(([path, title]) => ({
                      path,
                      element: <AppTitlePage title={title} />,
                    })),
                  ],
                },
              ],
            },
            // An address nobody knows: the site's page-not-found, never a silent redirect.
            { path: '*', element: <SitePageRoute /> },
          ],
        },
      ],
    },
  ];
}
