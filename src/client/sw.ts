/// <reference lib="webworker" />
// The service worker (decision 037): the app opens offline to the signed-in screens, from the
// build it last installed. Everything else (the API, the public site, sign-in, share links) goes
// to the network exactly as it would without it.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ROUTE_PATHS } from '#client/app/route-paths';
import { drainDeviceQueue, PHOTO_SYNC_TAG } from '#client/features/photo-upload/api/device-queue';
import { PHOTOS_URL, queuedPhotoFormData } from '#client/features/photo-upload/api/upload-photo';
import { ApiError } from '#client/lib/api-client';
import { CAPTURE_DATA_CACHE, PHOTO_COPIES_CACHE } from '#client/lib/offline-caches';
import type { SessionResponse } from '#shared/accounts/account-responses';
import { isApiErrorBody } from '#shared/api/api-error';

declare const self: ServiceWorkerGlobalScope;

// Background Sync's event, which TypeScript's library does not describe yet (Chromium has it).
declare global {
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

/** The app's page, as the build wrote it: every signed-in screen starts from it. */
const APP_SHELL = '/index.html';
/** How long an app page may take from the network before the installed one is shown instead. */
const NETWORK_TIMEOUT_MS = 3000;

// No directory index or clean URLs: `/` and `/pricing` are the public site's pages, which the
// server pre-renders (decision 018), never the app's shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/**
 * The signed-in screens' addresses (docs/product.md §2.1), with any query. NavigationRoute tests
 * the path and the query together. `/verification` is a screen; `/verify/…` is a share link.
 */
const appPathPatterns = ROUTE_PATHS.app.map(
  (route) =>
    new RegExp(
      `^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?]+')}/?(?:\\?.*)?$`,
    ),
);

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('The network was too slow')), ms));
}

/**
 * Online, the server's page, which may carry the dashboard drawn ahead (decision 035); it is
 * never stored, since it can hold the person's name. Offline, or too slow, the installed shell.
 */
async function openAppPage({ request }: { request: Request }): Promise<Response> {
  try {
    return await Promise.race([fetch(request), timeout(NETWORK_TIMEOUT_MS)]);
  } catch {
    return (await matchPrecache(APP_SHELL)) ?? Response.error();
  }
}

registerRoute(new NavigationRoute(openAppPage, { allowlist: appPathPatterns }));

/**
 * What the capture screens read (docs/product.md §6.6): the places to choose from, a stay's
 * details (its check-in and check-out screens) and the walkthroughs. Always the network's answer
 * when there is one; the last answer offline. Deleted when nobody is signed in any more
 * (lib/offline-caches.ts).
 */
const CAPTURE_DATA = /^\/api\/(?:properties|stays(?:\/[^/]+)?|walkthroughs\/[^/]+)$/;
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && CAPTURE_DATA.test(url.pathname),
  new NetworkFirst({ cacheName: CAPTURE_DATA_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_MS / 1000 }),
);

/**
 * A photo's display copies never change once stored: kept after the first view, so that offline
 * the walkthrough still shows its thumbnails and, at move-out, the move-in photo as the ghost.
 */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/photos\/[^/]+\/(?:thumb|large)$/.test(url.pathname),
  new CacheFirst({
    cacheName: PHOTO_COPIES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 86_400 })],
  }),
);

// A new build waits until the person chooses to reload (app/service-worker.ts); the first one
// takes the open pages at once, as they already run the build it installs.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * Background Sync (docs/product.md §6.6): the browser wakes the worker once the connection is back,
 * even with the app closed, and the photos kept on the device are sent. An error tells the browser
 * to try again later, which it does with its own backoff.
 */
self.addEventListener('sync', (event) => {
  if (event.tag === PHOTO_SYNC_TAG) event.waitUntil(sendWaitingPhotos());
});

async function sendWaitingPhotos() {
  const response = await fetch('/api/session', { credentials: 'same-origin' });
  if (!response.ok) throw new Error('The session could not be read');
  const { user } = (await response.json()) as SessionResponse;
  // Photos wait for the person who took them (device-queue.ts): without a session, until sign-in.
  if (!user) return;
  const { left } = await drainDeviceQueue({ userId: user.id, send: sendWithFetch, ignoreBackoff: true });
  if (left > 0) throw new Error(`${left} photos are still waiting`);
}

/** The worker's sender: fetch (no progress to show here), with the entry's own key. */
async function sendWithFetch(entry: Parameters<typeof queuedPhotoFormData>[0]) {
  let response: Response;
  try {
    response = await fetch(PHOTOS_URL, {
      method: 'POST',
      body: queuedPhotoFormData(entry),
      headers: { 'Idempotency-Key': entry.idempotencyKey },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'The connection was lost during the upload.');
  }
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  throw isApiErrorBody(body)
    ? new ApiError(response.status, body.error.code, body.error.message)
    : new ApiError(response.status, 'UPLOAD_FAILED', 'The upload failed. Please try again.');
}
