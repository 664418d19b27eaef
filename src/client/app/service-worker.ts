import type { Workbox } from 'workbox-window';

/**
 * Installs the service worker (src/client/sw.ts, decision 037) in a release build, once the page
 * has loaded and the browser is idle: it then downloads the whole app, which must not share the
 * first screen's connection (decision 035). Its code and the prompt's load only then too.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => whenIdle(() => void install());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function whenIdle(run: () => void) {
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

async function install() {
  const { Workbox: ServiceWorkerClient } = await import('workbox-window');
  const worker = new ServiceWorkerClient('/sw.js');
  // A new release is installed and waits: it takes over only when the person says so, since
  // pages of the old release may be mid-way through a form.
  worker.addEventListener('waiting', () => {
    void import('#client/components/update-prompt').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => void switchRelease(worker)),
    );
  });
  await worker.register();
}

async function switchRelease(worker: Workbox) {
  const registration = await navigator.serviceWorker.getRegistration();
  // Another tab may have switched already: this page then only needs the new release's files.
  if (!registration?.waiting) return window.location.reload();
  worker.addEventListener('controlling', () => window.location.reload());
  worker.messageSkipWaiting();
}
