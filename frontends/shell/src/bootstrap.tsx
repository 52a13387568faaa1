import '@kukki/ui/src/styles/index.css';
import './layout/layout.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installSpanishValidation } from '@kukki/ui';
import { getQueryClient } from '@kukki/shop-client';
import { Root } from './Root';
import { loadRemoteApp } from './remotes/RemoteApp';
import { hydrateReads, readPageState } from './ssr/pageState';

installSpanishValidation(document);

/**
 * A page the server rendered whole is hydrated: its data goes into the query cache and the storefront
 * remote and the page's code are loaded first, so the first render is the server's HTML, unchanged.
 * Personal pages (the server sent only the header and footer) and the admin are rendered here.
 */
async function start() {
  const container = document.getElementById('root')!;
  const client = getQueryClient();
  const page = readPageState(document);
  if (page?.queries) hydrateReads(client, page.queries);
  const tree = <Root client={client} Router={BrowserRouter} />;
  if (page?.hydrate) {
    try {
      await loadRemoteApp('storefront', window.location.pathname);
      hydrateRoot(container, tree);
      return;
    } catch (error) {
      console.error('Could not load remote storefront', error);
    }
  }
  createRoot(container).render(tree);
}

void start();
