import { mockApi } from '../../../ui/test/render';
import { fetchProduct, productQuery } from './catalogue';

describe('a product asked by its page path', () => {
  const ID = '6b099becffa55e6f5fdd4166';

  it('is one query whether the category arrives decoded or still percent-encoded', () => {
    expect(productQuery('garapi%C3%B1ados', ID).queryKey).toEqual(productQuery('garapiñados', ID).queryKey);
  });

  it('encodes the category once on the way to the API', async () => {
    const calls = mockApi({ [`GET /api/productos/garapi%C3%B1ados/${ID}`]: { product: { _id: ID, name: 'Nueces garapiñadas' } } });
    await expect(fetchProduct('garapi%C3%B1ados', ID)).resolves.toMatchObject({ name: 'Nueces garapiñadas' });
    await expect(fetchProduct('garapiñados', ID)).resolves.toMatchObject({ name: 'Nueces garapiñadas' });
    expect(calls.map((c) => c.url)).toEqual([`/api/productos/garapi%C3%B1ados/${ID}`, `/api/productos/garapi%C3%B1ados/${ID}`]);
  });
});
