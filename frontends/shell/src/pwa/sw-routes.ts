/** What the service worker and the page agree on (kept free of browser globals so both can import it). */

export const OFFLINE_PAGE = '/offline.html';
export const PAGES_CACHE = 'kukki-paginas';

export const SW_MESSAGES = { skipWaiting: 'SKIP_WAITING', pageSeen: 'PAGE_SEEN' } as const;

/** The public catalogue and plan reads the worker keeps for offline reading (the gateway's cached routes). */
export function isCachedRead(pathname: string): boolean {
  return /^\/api\/productos(\/|$)/.test(pathname) || /^\/api\/suscripciones(\/month|\/[0-9a-f]{24})?$/.test(pathname);
}

/** Checkout steps: a new deployment never takes over while the shopper is in one of them. */
export const isMidCheckout = (pathname: string): boolean => /^\/(payerinfo|summary|enrollment|enrollconfirmation)(\/|$)/.test(pathname);

/** Pages kept for offline reading once seen: the storefront's (the cart too: its contents are in localStorage), not the admin's. */
export const isKeptOffline = (pathname: string): boolean => !pathname.startsWith('/admin') && !pathname.startsWith('/dev/');
