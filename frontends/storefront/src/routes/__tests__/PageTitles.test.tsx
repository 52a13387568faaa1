import { waitFor } from '@testing-library/react';
import { matchPageRoute } from '@kukki/contracts';
import { mockApi, renderPage } from '../../../../ui/test/render';
import CataloguePage from '../catalogo/CataloguePage';
import ContactPage from '../contacto/ContactPage';
import HomePage from '../home/HomePage';
import NotFoundPage from '../notfound/NotFoundPage';
import ProductPage from '../producto/ProductPage';
import { products } from './fixtures';

/** The tab keeps the title the server rendered from the route table: it does not change once scripts run. */
describe('page titles come from the route table', () => {
  beforeEach(() => mockApi({ '/api/productos': { products }, '/api/productos/category': { categories: [] } }));

  it.each([
    ['/', <HomePage key="h" />],
    ['/catalogo', <CataloguePage key="c" />],
    ['/contacto', <ContactPage key="k" />],
    ['/no-existe', <NotFoundPage key="n" />],
  ])('%s', async (path, page) => {
    document.title = 'antes';
    renderPage(page, { path });
    await waitFor(() => expect(document.title).toBe(matchPageRoute(path).route.title));
  });
});

describe('an unknown product', () => {
  const path = '/productos/galletas/6b0a000000000000000000aa';

  it('titles its tab as the not-found page once its answer arrives', async () => {
    mockApi({ '/api/productos/galletas/6b0a000000000000000000aa': [404, { message: 'No encontramos ese producto' }] });
    document.title = 'antes';
    renderPage(<ProductPage />, { path, route: '/productos/:category/:id' });
    await waitFor(() => expect(document.title).toBe(matchPageRoute('/no-existe').route.title));
  });

  it('and when the server handed the page its answer (no product) before the first render', async () => {
    document.title = 'Producto | Kukki';
    renderPage(<ProductPage />, {
      path,
      route: '/productos/:category/:id',
      prefill: [[['product', 'galletas', '6b0a000000000000000000aa'], null]],
    });
    await waitFor(() => expect(document.title).toBe(matchPageRoute('/no-existe').route.title));
  });
});
