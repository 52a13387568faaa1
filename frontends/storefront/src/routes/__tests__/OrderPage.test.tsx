import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearUser, orderTokenStore, saveUser } from '@kukki/shop-client';
import { mockApi, renderPage } from '../../../../ui/test/render';
import OrderPage from '../order/OrderPage';

const ID = '65a1b2c3d4e5f60718293a4b';
const order = (over: Record<string, unknown> = {}) => ({
  _id: ID,
  createdAt: '2026-11-10T20:30:00.000Z',
  status: 'creada',
  user: 'u1',
  payer: { name: 'Ana', email: 'ana@example.com', phone: { area_code: '+52', number: '5512345678' } },
  deliveryAddress: null,
  items: [{ id: 'p1', title: 'Pay de limón', picture_url: '/p.png', quantity: 1, unit_price: 320, description: '' }],
  itemsPrice: 320,
  discountPrice: 0,
  shippingPrice: 69,
  taxPrice: 0,
  totalPrice: 389,
  isPaid: false,
  cancelled: false,
  paymentResult: null,
  ...over,
});
const open = () => renderPage(<OrderPage />, { path: `/order/${ID}`, route: '/order/:id' });

describe('/order/:id', () => {
  beforeEach(() => {
    clearUser();
    orderTokenStore.set({});
  });

  it('logged out, an order that needs a login offers it, returning to the order, and the way home', async () => {
    mockApi({ [`/api/orders/detail/${ID}`]: [404, { message: 'No encontramos esa orden' }] });
    open();
    expect(await screen.findByRole('heading', { name: 'Inicia sesión para ver tu orden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/order/${ID}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Ver catálogo' })).toHaveAttribute('href', '/catalogo');
  });

  it('logged in, an unknown or foreign order says so and offers home and catálogo', async () => {
    saveUser({ _id: 'u2', name: 'Luis', token: 't' });
    mockApi({ [`/api/orders/detail/${ID}`]: [404, { message: 'No encontramos esa orden' }], '/api/usuarios/profile': [401, {}] });
    open();
    expect(await screen.findByText('No encontramos esa orden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ver catálogo' })).toHaveAttribute('href', '/catalogo');
    expect(screen.queryByText('Inicia sesión para ver tu orden')).not.toBeInTheDocument();
  });

  it('while the orders service is down (503) offers «Reintentar», which brings the order once it is back', async () => {
    let down = true;
    mockApi({
      [`/api/orders/detail/${ID}`]: () =>
        down
          ? [503, { message: 'El servicio no está disponible en este momento, por favor inténtalo de nuevo en unos momentos' }]
          : { order: order(), payment: { mode: 'emulator' } },
      '/api/orders/payments/mercadopago': { preferenceId: 'pref1', init_point: 'https://mp.test/pref1' },
    });
    open();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    down = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Realiza tu pago' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('a page left open on a pending OXXO ticket shows the order paid once it is, without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const ticket = {
        method: 'oxxo',
        paymentId: '99',
        reference: '1234 5678 9012',
        clabe: null,
        expiresAt: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
        ticketUrl: 'https://mp.test/ticket/99',
        amount: 389,
      };
      let paid = false;
      mockApi({
        [`/api/orders/detail/${ID}`]: () => ({
          order: paid ? order({ isPaid: true, status: 'recibida' }) : order({ paymentInstructions: ticket }),
          payment: { mode: 'emulator' },
        }),
      });
      open();
      expect(await screen.findByText(/1234 5678 9012/)).toBeInTheDocument();
      paid = true;
      await act(async () => {
        jest.advanceTimersByTime(31_000);
      });
      expect(await screen.findByRole('heading', { level: 1, name: '¡Tu orden está pagada!' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a paid order shows the paid state instead of «Realiza tu pago»', async () => {
    mockApi({ [`/api/orders/detail/${ID}`]: { order: order({ isPaid: true, status: 'pagada' }), payment: { mode: 'emulator' } } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '¡Tu orden está pagada!' })).toBeInTheDocument();
    expect(screen.queryByText('Realiza tu pago')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancelar orden' })).not.toBeInTheDocument();
  });

  it('tells the order’s date from its delivery date: «Fecha» and «Fecha de entrega»', async () => {
    const deliveryAddress = { street_name: 'Durango', deliveryDate: '2026-11-28', giftText: '¡Feliz cumpleaños!' };
    mockApi({
      [`/api/orders/detail/${ID}`]: { order: order({ isPaid: true, status: 'pagada', deliveryAddress }), payment: { mode: 'emulator' } },
    });
    open();
    const delivery = await screen.findByText('Fecha de entrega');
    expect(delivery.nextElementSibling).toHaveTextContent(/28/);
    expect(screen.getAllByText(/^Fecha/).map((term) => term.textContent)).toEqual(['Fecha', 'Fecha de entrega']);
    expect(screen.getByText('Nota de regalo').nextElementSibling).toHaveTextContent('¡Feliz cumpleaños!');
    expect(screen.queryByText('Avisos por WhatsApp')).not.toBeInTheDocument();
  });

  it('shows the WhatsApp opt-in back, with the number the updates go to', async () => {
    const deliveryAddress = { street_name: 'Durango', deliveryDate: '2026-11-28' };
    mockApi({
      [`/api/orders/detail/${ID}`]: { order: order({ notifyWhatsApp: true, deliveryAddress }), payment: { mode: 'emulator' } },
    });
    open();
    expect((await screen.findByText('Avisos por WhatsApp')).nextElementSibling).toHaveTextContent('+52 55 1234 5678');
  });

  it('«Cancelar orden» asks first; only «Sí, cancelar orden» cancels', async () => {
    orderTokenStore.set({ [ID]: 'tok' });
    const calls = mockApi({
      [`/api/orders/detail/${ID}`]: { order: order({ user: null }), payment: { mode: 'emulator' } },
      [`PATCH /api/orders/cancel/${ID}`]: { order: order({ cancelled: true, status: 'cancelada' }) },
    });
    open();
    fireEvent.click(await screen.findByRole('link', { name: 'Cancelar orden' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Realiza tu pago' })).toBeInTheDocument();
    expect(await screen.findByText(/¿Seguro que quieres cancelar tu orden\?/)).toBeInTheDocument();
    // Focus starts on the safe choice: Enter again keeps the order.
    await waitFor(() => expect(screen.getByRole('button', { name: 'No, conservar mi orden' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'No, conservar mi orden' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(await screen.findByRole('link', { name: 'Cancelar orden' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, cancelar orden' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
  });
});
