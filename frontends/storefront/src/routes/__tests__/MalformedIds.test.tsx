import { screen } from '@testing-library/react';
import { mockApi, renderPage } from '../../../../ui/test/render';
import OrderPage from '../order/OrderPage';
import ProductPage from '../producto/ProductPage';
import SubscriptionDetailPage from '../suscripciones/SubscriptionDetailPage';

/** A malformed product, plan or order id is a page that does not exist, said in Spanish. */
describe('malformed ids give the 404 page', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi({
      '/api/productos/galletas/nope': [400, { message: 'El identificador no es válido' }],
      '/api/productos/galletas/65a1b2c3d4e5f60718293a4b': [404, { message: 'No encontramos ese producto' }],
      '/api/suscripciones/nope': [400, { message: 'El identificador no es válido' }],
    });
  });

  it.each([
    ['a product', <ProductPage key="p" />, '/productos/galletas/nope', '/productos/:category/:id'],
    ['a product that does not exist', <ProductPage key="p2" />, '/productos/galletas/65a1b2c3d4e5f60718293a4b', '/productos/:category/:id'],
    ['a plan', <SubscriptionDetailPage key="s" />, '/suscripciones/nope', '/suscripciones/:id'],
    ['an order', <OrderPage key="o" />, '/order/nope', '/order/:id'],
  ])('%s', async (_what, page, path, route) => {
    renderPage(page, { path, route });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByText('El identificador no es válido')).toBeNull();
    // No dead end, even on an order link (a page without the header).
    expect(screen.getByRole('link', { name: 'Ver catálogo' })).toHaveAttribute('href', '/catalogo');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});
