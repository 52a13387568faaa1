import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderAt, signInAsAdmin } from '../../test/render';
import { ShopOrderScreen } from './ShopOrderScreen';

const products = [
  { _id: 'p1', name: 'Galletas de churro', category: 'galletas', price: [150, 280], size: ['Bolsa 250 g', 'Lata 500 g'], sku: [1, 2] },
  { _id: 'p2', name: 'Pay de limón', category: 'postres', price: [320], size: ['Mediano'], sku: [3] },
];

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillCustomer() {
  fill('Nombre', 'Rosa');
  fill('Teléfono', '5512345678');
  fill('Calle', 'Durango');
  fill('Número', '10');
  fill('Colonia', 'Roma Norte');
  fill('Alcaldía o municipio', 'Cuauhtémoc');
  fill('Código postal', '06700');
}

describe('«Nueva orden»', () => {
  beforeEach(() => signInAsAdmin());

  /** The screen, with the catalogue loaded and `productId` chosen on the first line; answers the API's calls. */
  async function openWith(productId: string, orderNumber: string) {
    const calls = mockApi({
      'GET /api/productos': { products },
      'POST /api/admin/orders': { createdOrder: { _id: 'o1', orderNumber, totalPrice: 379 } },
    });
    renderAt(<ShopOrderScreen />, { path: '/admin/dash/ordenes/nueva', route: '/admin/dash/ordenes/nueva' });
    await screen.findByRole('option', { name: 'Pay de limón' });
    fill('Producto 1', productId);
    return calls;
  }

  it('offers the chosen product’s sizes and sends the price of the one chosen', async () => {
    const calls = await openWith('p1', 'K-000010');
    const size = screen.getByLabelText('Tamaño');
    expect([...size.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Bolsa 250 g · $150.00', 'Lata 500 g · $280.00']);
    fireEvent.change(size, { target: { value: '1' } });
    fillCustomer();
    fireEvent.submit(screen.getByRole('form', { name: 'Nueva orden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Orden K-000010 creada: total $379.00, envío incluido.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ items: [{ id: 'p1', quantity: 1, unit_price: 280 }] });
  });

  it('after an order is created the form is new: tapping «Crear orden» again cannot repeat it', async () => {
    const calls = await openWith('p2', 'K-000011');
    fillCustomer();
    const form = screen.getByRole('form', { name: 'Nueva orden' });
    fireEvent.submit(form);
    fireEvent.submit(form); // a double tap before the button is disabled
    expect(await screen.findByRole('status')).toHaveTextContent('Orden K-000011 creada');
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue(''));
    expect(screen.getByLabelText('Producto 1')).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
