import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderAt, signInAsAdmin } from '../../test/render';
import { ProductsList } from './ProductsList';

const product = (over: Record<string, unknown>) => ({
  _id: 'p1',
  name: 'Galletas de jengibre',
  category: 'galletas',
  sku: [1],
  size: ['Chica'],
  price: [155],
  weight: [100],
  description: '',
  packaging: [],
  coverImage: '',
  images: [],
  ...over,
});

describe('archived products', () => {
  beforeEach(signInAsAdmin);

  it('are listed under «Archivados» on the products page, and «Restaurar» lists one in the shop again', async () => {
    const calls = mockApi({
      'GET /api/productos': { products: [product({ _id: 'p1' })] },
      'GET /api/admin/products/archived': { products: [product({ _id: 'p2', name: 'Pan de muerto', archived: true })] },
      'POST /api/admin/products/p2/restore': { product: product({ _id: 'p2', name: 'Pan de muerto' }) },
    });
    renderAt(<ProductsList />, { path: '/admin/dash/productos', route: '/admin/dash/productos' });
    fireEvent.click(await screen.findByText('Archivados (1)'));
    fireEvent.click(screen.getByRole('button', { name: 'Restaurar Pan de muerto' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/products/p2/restore')).toBe(true));
  });

  it('say nothing when there are none', async () => {
    mockApi({ 'GET /api/productos': { products: [product({})] }, 'GET /api/admin/products/archived': { products: [] } });
    renderAt(<ProductsList />, { path: '/admin/dash/productos', route: '/admin/dash/productos' });
    expect(await screen.findByText('Galletas de jengibre')).toBeInTheDocument();
    expect(screen.queryByText(/Archivados/)).toBeNull();
  });
});
