// The server build's entry (webpack.server.js, target node): the gateway loads it to render the
// storefront's pages with the same components the browser hydrates. It composes the shell with the
// storefront remote's own App (its server build, bundled here) instead of loading it through the
// federation runtime: one React, one router, one @kukki/ui in the process, no remote fetched at run time.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { matchPageRoute } from '@kukki/contracts';
import { ApiError, setApiTransport } from '@kukki/shop-client';
import StorefrontApp, { loadPage } from '../../../storefront/src/App';
import { Root } from '../Root';
import { provideRemoteApp } from '../remotes/RemoteApp';
import { dehydrateReads, PAGE_STATE_ID, scriptJson, type PageState } from './pageState';

export type ApiFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The contents of <div id="root">. */
  html: string;
  /** The <script> with the page's state, to put before the shell's scripts. */
  stateScript: string;
  /** False when a read failed for want of a service (the page is sent but not kept). */
  complete: boolean;
  /** Whether the HTML is the whole page, which the browser hydrates (else the shell of a page it renders). */
  hydrate: boolean;
}

/**
 * Renders the page at `url` (path and query). Pages of the route table marked 'server' are rendered
 * whole from their reads, answered by `apiFetch` (the gateway's own routes, in process); personal pages
 * get the shell with the page's loading state, and the browser renders them.
 */
export async function renderPage(url: string, apiFetch: ApiFetch): Promise<RenderedPage> {
  setApiTransport(apiFetch);
  const pathname = safeDecode(url.split('?')[0].split('#')[0]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const whole = matchPageRoute(pathname).route.render === 'server';
  if (whole) await loadPage(pathname, client);
  provideRemoteApp('storefront', whole ? StorefrontApp : null);
  const html = renderToString(<Root client={client} Router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />);
  const complete = !client
    .getQueryCache()
    .getAll()
    .some(({ state: { error } }) => error && !(error instanceof ApiError && error.status >= 400 && error.status < 500));
  const state: PageState = whole ? { hydrate: true, queries: dehydrateReads(client) } : { hydrate: false };
  client.clear();
  return {
    html,
    stateScript: `<script id="${PAGE_STATE_ID}" type="application/json">${scriptJson(state)}</script>`,
    complete,
    hydrate: whole,
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
