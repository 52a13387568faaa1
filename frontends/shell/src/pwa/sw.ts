/// <reference lib="webworker" />
// The storefront's service worker, compiled by workbox-webpack-plugin's InjectManifest.
// Precaches the shell build (and the offline page); keeps the catalogue and what a shopper has seen
// readable offline: /catalogo and its read from the first visit, the pages she opened (network first,
// cached copy when offline), the catalogue and plan reads (network first), the remotes' code and the
// product images. Anything else offline gets /offline.html.
import { clientsClaim } from 'workbox-core';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OFFLINE_PAGE, PAGES_CACHE, isCachedRead, isKeptOffline, SW_MESSAGES } from './sw-routes';

declare const self: ServiceWorkerGlobalScope;

// The shell's entry is linked as main.js?<build hash>: the precache matches it without the query.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

// Workbox's strategies keep only 200 answers (no plugin needed), and the caches stay small: one entry
// per page, read and image of a catalogue of tens of products. The remote's hashed chunks are
// dropped when a new deployment takes over (its pages then load and keep the new ones).
const REMOTE_CHUNKS = 'kukki-remotes';
const READS_CACHE = 'kukki-catalogo';
/** What is readable offline from the first visit on, wherever she came in: the catalogue page and its read. */
const CATALOGUE = [
  { url: '/catalogo', cacheName: PAGES_CACHE },
  { url: '/api/productos', cacheName: READS_CACHE },
];
self.addEventListener('activate', (event: ExtendableEvent) =>
  event.waitUntil(Promise.all([caches.delete(REMOTE_CHUNKS), ...CATALOGUE.map((c) => keep(c.url, c.cacheName))]).then(() => undefined)),
);

/** Pages: the network's answer when there is one (in 4 s), else the copy kept when she saw it. */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
});
registerRoute(({ request, url }) => request.mode === 'navigate' && isKeptOffline(url.pathname), pages);

/** Catalogue and plan reads: fresh when online (prices, «Agotado»), the last answer offline. */
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && isCachedRead(url.pathname),
  new NetworkFirst({
    cacheName: READS_CACHE,
    networkTimeoutSeconds: 4,
  }),
);

/** The remotes' manifest and the storefront's entry are not hashed (network first); its chunks are (cache first). */
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/(remotes\.json|remotes\/storefront\/remoteEntry\.js)$/.test(url.pathname),
  new NetworkFirst({ cacheName: 'kukki-remotes-entry', networkTimeoutSeconds: 4 }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/remotes/storefront/'),
  new CacheFirst({ cacheName: REMOTE_CHUNKS }),
);

/** Product and plan images. */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({ cacheName: 'kukki-imagenes' }),
);

/** A page she has not seen, offline: the Spanish offline page. */
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; url?: string } | null;
  // A new deployment waits until the page asks (on the next navigation, never mid-checkout).
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  // A page reached by the storefront's own router made no navigation request: keep a copy of it too.
  if (data?.type === SW_MESSAGES.pageSeen && data.url) event.waitUntil(keep(data.url, PAGES_CACHE));
});

/** Keeps a copy of a page or read not kept yet (a page the storefront's router showed, the catalogue on the first visit). */
async function keep(href: string, cacheName: string): Promise<void> {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !isKeptOffline(url.pathname)) return;
  const cache = await caches.open(cacheName);
  if (await cache.match(url.href)) return;
  try {
    const response = await fetch(url.href, { credentials: 'same-origin' });
    if (response.status === 200) await cache.put(url.href, response);
  } catch {
    // Offline already: nothing to keep.
  }
}

clientsClaim();
