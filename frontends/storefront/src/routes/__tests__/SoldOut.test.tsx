import { screen } from '@testing-library/react';
import { cartStore, resetCart } from '@kukki/shop-client';
import { mockApi, renderPage } from '../../../../ui/test/render';
import CartPage from '../cart/CartPage';
import CataloguePage from '../catalogo/CataloguePage';
import ProductPage from '../producto/ProductPage';
import { products } from './fixtures';

const soldOut = { ...products[1], available: false };

describe('sold-out products («Agotado»)', () => {
  beforeEach(() => {
    resetCart();
    mockApi({
      '/api/productos': { products: products.map((p, i) => (i === 1 ? soldOut : p)) },
      [`/api/productos/${soldOut.category}/${soldOut._id}`]: { product: soldOut },
    });
  });

  it('the catalogue card says «Agotado»', async () => {
    renderPage(<CataloguePage />);
    const card = (await screen.findByRole('heading', { name: soldOut.name })).closest('article')!;
    expect(card).toHaveTextContent('Agotado');
    expect(screen.getAllByText('Agotado')).toHaveLength(1);
  });

  it('the product page says «Agotado» and cannot add it to the cart', async () => {
    renderPage(<ProductPage />, { path: `/productos/${soldOut.category}/${soldOut._id}`, route: '/productos/:category/:id' });
    expect(await screen.findByRole('button', { name: 'Agotado' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: soldOut.name }).nextElementSibling).toHaveTextContent('Agotado');
  });

  it('arriving at the cart with it does not add it', async () => {
    renderPage(<CartPage />, { path: `/cart/${soldOut.category}/${soldOut._id}?qty=1`, route: '/cart/:category?/:id?' });
    expect(await screen.findByText(`Lo sentimos, ${soldOut.name} está agotado`)).toBeInTheDocument();
    expect(cartStore.get()).toEqual([]);
  });
});
