import { waitFor } from '@testing-library/react';
import { matchPageRoute } from '@kukki/contracts';
import { mockApi, renderPage } from '../../../../ui/test/render';
import CataloguePage from '../catalogo/CataloguePage';
import ContactPage from '../contacto/ContactPage';
import HomePage from '../home/HomePage';
import NotFoundPage from '../notfound/NotFoundPage';
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
