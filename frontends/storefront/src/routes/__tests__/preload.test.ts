import { getQueryClient } from '@kukki/shop-client';
import { mockApi } from '../../../../ui/test/render';
import { preload } from '../../App';
import { products } from './fixtures';

describe('preload: what the first render of a page needs', () => {
  beforeEach(() => getQueryClient().clear());

  it('a product page gets its product into the query cache', async () => {
    mockApi({ '/api/productos/cajas/p100': { product: products[1] } });
    await preload('/productos/cajas/p100');
    expect(getQueryClient().getQueryData(['product', 'cajas', 'p100'])).toEqual(products[1]);
  });

  it('the catálogo gets the products and the categories', async () => {
    mockApi({ '/api/productos': { products }, '/api/productos/category': { categories: [] } });
    await preload('/catalogo');
    expect(getQueryClient().getQueryData(['products'])).toEqual(products);
    expect(getQueryClient().getQueryData(['categories'])).toEqual([]);
  });

  it('a page without first data (the cart) asks the API for nothing', async () => {
    const calls = mockApi({});
    await preload('/cart');
    expect(calls).toEqual([]);
  });
});
