import { isMidCheckout, SW_MESSAGES } from './sw-routes';

/** How often a shopper who stays on the site (navigating without reloads) checks for a new deployment. */
const UPDATE_CHECK_MS = 5 * 60_000;

let registration: ServiceWorkerRegistration | undefined;
let lastUpdateCheck = 0;
let updateRequested = false;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Registers /sw.js after the page has loaded (it stays out of the first paint). The first time, the
 * worker also keeps the page she is on and what it loaded, since the page made those requests before
 * the worker existed.
 */
export function registerServiceWorker(): void {
  if (!supported()) return;
  const start = () => {
    const landing = window.location.href;
    navigator.serviceWorker
      .register('/sw.js')
      .then((reg) => {
        registration = reg;
        lastUpdateCheck = Date.now();
        void navigator.serviceWorker.ready.then((ready) => keepLoadedPages(ready.active, landing));
      })
      .catch(() => undefined);
    // A new worker took over because this page asked on a navigation: load that page with the new code.
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (updateRequested) window.location.reload();
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** The page she landed on (and the one she is on now) and everything the page loaded before the worker existed. */
function keepLoadedPages(worker: ServiceWorker | null, landing: string): void {
  if (!worker) return;
  for (const url of new Set([landing, window.location.href])) worker.postMessage({ type: SW_MESSAGES.pageSeen, url });
  const loaded = (typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [])
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin));
  // Handled by workbox-routing: each URL goes through the route that would have served it.
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loaded } });
}

/**
 * On every route change: the worker keeps the page for offline reading, and a deployment waiting to
 * take over does so now (the page then reloads), unless the shopper is in a checkout step.
 */
export function serviceWorkerNavigated(pathname: string): void {
  if (!supported() || !registration) return;
  registration.active?.postMessage({ type: SW_MESSAGES.pageSeen, url: window.location.href });
  const waiting = registration.waiting;
  if (waiting && navigator.serviceWorker.controller && !isMidCheckout(pathname)) {
    updateRequested = true;
    waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
    return;
  }
  if (Date.now() - lastUpdateCheck > UPDATE_CHECK_MS) {
    lastUpdateCheck = Date.now();
    void registration.update().catch(() => undefined);
  }
}
