import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addToCart, cartStore, clearUser, payerStore, resetCart, saveUser, userStore, type PayerInfo } from '@kukki/ui';
import { mockApi, renderPage } from '../../../../ui/test/render';
import SummaryPage from '../summary/SummaryPage';
import { products } from './fixtures';

const payer: PayerInfo = {
  name: 'Ana',
  lastname: 'López',
  email: 'ana@example.com',
  area_code: '+52',
  tel: '5512345678',
  street: 'Durango',
  stNumber: '10',
  intNumber: '',
  zip: '06700',
  col: 'Roma Norte',
  del: 'Cuauhtémoc',
  city: 'CDMX',
  deliveryDate: '',
  giftText: '',
};

const quote = (over: Record<string, unknown> = {}) => ({
  items: [],
  itemsPrice: 320,
  discount: false,
  discountPrice: 0,
  discountDescription: { type: '', code: '', isActive: false, isPercentage: false, amount: 0 },
  shippingPrice: 69,
  taxPrice: 0,
  totalPrice: 389,
  ...over,
});

const alfajores = (price: number) => ({
  id: 'p300',
  title: 'Alfajores',
  picture_url: '/a.png',
  category_id: 'alfajores',
  unit_price: price,
  quantity: 2,
  description: '',
  size: '6 piezas',
});

describe('/summary', () => {
  beforeEach(() => {
    resetCart();
    clearUser();
    payerStore.set(payer);
  });

  it('shows the server quote (first purchase restored after a cancel) and stores the fresh firstPurchase', async () => {
    saveUser({ _id: 'u1', name: 'Ana', token: 't', firstPurchase: false });
    addToCart(alfajores(160));
    const calls = mockApi({
      '/api/productos': { products },
      'POST /api/orders/quote': quote({
        discount: true,
        discountPrice: 80,
        discountDescription: { type: 'FP', code: '', isActive: true, isPercentage: true, amount: 25 },
        shippingPrice: 69,
        totalPrice: 309,
      }),
    });
    renderPage(<SummaryPage />);
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$309.00');
    expect(screen.getByText('Descuento primera compra (25%)')).toBeInTheDocument();
    await waitFor(() => expect(userStore.get()?.firstPurchase).toBe(true));
    const quoteCall = calls.find((c) => c.url === '/api/orders/quote')!;
    expect((quoteCall.init?.headers as Record<string, string>).Authorization).toBe('Bearer t');
    expect(screen.getByText('+52 5512345678')).toBeInTheDocument();
  });

  it('a changed price updates the cart with a notice; the order then goes through at the new price', async () => {
    addToCart(alfajores(150)); // the catalogue now says 160
    const calls = mockApi({
      '/api/productos': { products },
      'POST /api/orders/quote': quote(),
      'POST /api/orders/guest': { createdOrder: { _id: 'o1', accessToken: 'x' } },
    });
    renderPage(<SummaryPage />, { path: '/summary', route: '/summary' });
    expect(await screen.findByText('El precio de Alfajores cambió de $150.00 a $160.00; actualizamos tu carrito.')).toBeInTheDocument();
    await waitFor(() => expect(cartStore.get()[0].unit_price).toBe(160));
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$389.00');
    fireEvent.click(screen.getByRole('button', { name: 'Completar orden' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/orders/guest')).toBe(true));
    const sent = JSON.parse(String(calls.find((c) => c.url === '/api/orders/guest')!.init!.body));
    expect(sent.items[0]).toMatchObject({ id: 'p300', unit_price: 160, quantity: 2 });
    expect(await screen.findByText('otra página')).toBeInTheDocument(); // on to the order page
  });

  it('an archived product leaves the cart with a notice', async () => {
    addToCart(alfajores(160));
    addToCart({ ...alfajores(99), id: 'gone', title: 'Pastel retirado', size: '' });
    mockApi({ '/api/productos': { products }, 'POST /api/orders/quote': quote() });
    renderPage(<SummaryPage />);
    expect(await screen.findByText('Pastel retirado ya no está disponible y lo quitamos de tu carrito.')).toBeInTheDocument();
    await waitFor(() => expect(cartStore.get().map((i) => i.id)).toEqual(['p300']));
  });
});
