import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addToCart, appliedCouponStore, cartStore, clearUser, payerStore, resetCart, saveUser, userStore } from '@kukki/shop-client';
import type { CouponDto } from '@kukki/contracts';
import { mockApi, renderPage } from '../../../../ui/test/render';
import SummaryPage, { CART_CHANGED } from '../summary/SummaryPage';
import { alfajoresLine, payer, products } from './fixtures';

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

/** A percent coupon as the server answers it (no limits, far from expiring). */
const percentCoupon = (code: string, amount: number): CouponDto => ({
  _id: 'c1',
  code,
  isActive: true,
  isPercent: true,
  amount,
  expireDate: '2099-01-01',
  maxUses: null,
  oncePerCustomer: false,
  minOrderAmount: null,
  uses: 0,
});

describe('/summary', () => {
  beforeEach(() => {
    resetCart();
    clearUser();
    payerStore.set(payer);
    appliedCouponStore.set(null);
  });

  it('shows the server quote (first purchase restored after a cancel) and stores the fresh firstPurchase', async () => {
    saveUser({ _id: 'u1', name: 'Ana', token: 't', firstPurchase: false });
    addToCart(alfajoresLine(160));
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
    expect(quoteCall.headers.authorization).toBe('Bearer t');
    expect(screen.getByText('+52 55 1234 5678')).toBeInTheDocument();
  });

  it('a changed price updates the cart with a notice; the order then goes through at the new price', async () => {
    addToCart(alfajoresLine(150)); // the catalogue now says 160
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
    const sent = calls.find((c) => c.url === '/api/orders/guest')!.body as { items: unknown[] };
    expect(sent.items[0]).toMatchObject({ id: 'p300', unit_price: 160, quantity: 2 });
    expect(await screen.findByText('otra página')).toBeInTheDocument(); // on to the order page
  });

  it('a price that changes after the page opened is shown, never ordered on the same tap; the next tap orders it', async () => {
    addToCart(alfajoresLine(160));
    let catalogue = products;
    const calls = mockApi({
      '/api/productos': () => ({ products: catalogue }),
      'POST /api/orders/quote': quote(),
      'POST /api/orders/guest': { createdOrder: { _id: 'o1', accessToken: 'x' } },
    });
    renderPage(<SummaryPage />, { path: '/summary', route: '/summary' });
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$389.00');
    // The bakery raises the price while the shopper reads her summary.
    catalogue = products.map((p) => (p._id === 'p300' ? { ...p, price: p.price.map((x: number) => x + 40) } : p));
    fireEvent.click(screen.getByRole('button', { name: 'Completar orden' }));
    expect(await screen.findByText(CART_CHANGED)).toBeInTheDocument();
    expect(screen.getByText('El precio de Alfajores cambió de $160.00 a $200.00; actualizamos tu carrito.')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/orders/guest')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Completar orden' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/orders/guest')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/orders/guest')!.body as { items: unknown[] };
    expect(sent.items[0]).toMatchObject({ id: 'p300', unit_price: 200 });
  });

  it('an archived product leaves the cart with a notice', async () => {
    addToCart(alfajoresLine(160));
    addToCart({ ...alfajoresLine(99), id: 'gone', title: 'Pastel retirado', size: '' });
    mockApi({ '/api/productos': { products }, 'POST /api/orders/quote': quote() });
    renderPage(<SummaryPage />);
    expect(await screen.findByText('Pastel retirado ya no está disponible y lo quitamos de tu carrito.')).toBeInTheDocument();
    await waitFor(() => expect(cartStore.get().map((i) => i.id)).toEqual(['p300']));
  });

  it('a coupon below its minimum is refused without being applied (totals stay); an applied one can be removed', async () => {
    addToCart(alfajoresLine(160));
    const calls = mockApi({
      '/api/productos': { products },
      'POST /api/orders/coupon': [400, { message: 'Este cupón aplica en compras desde $500.00 (sin contar el envío)' }],
      'POST /api/orders/quote': quote(),
    });
    renderPage(<SummaryPage />);
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$389.00');
    fireEvent.change(screen.getByLabelText('Cupón de descuento'), { target: { value: 'min500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este cupón aplica en compras desde $500.00 (sin contar el envío)');
    const sent = calls.find((c) => c.url === '/api/orders/coupon')!.body;
    expect(sent).toMatchObject({ couponCode: 'min500', orderAmount: 320, email: 'ana@example.com' });
    expect(screen.queryByText(/aplicado/)).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$389.00');
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('$320.00');

    const coupon = percentCoupon('KUKKI10', 10);
    mockApi({
      '/api/productos': { products },
      'POST /api/orders/coupon': { coupon },
      'POST /api/orders/quote': quote({
        discount: true,
        discountPrice: 32,
        totalPrice: 357,
        discountDescription: { type: 'CP', code: 'KUKKI10', isActive: true, isPercentage: true, amount: 10 },
      }),
    });
    fireEvent.change(screen.getByLabelText('Cupón de descuento'), { target: { value: 'kukki10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupón KUKKI10 aplicado')).toBeInTheDocument();
    // «Aplicar» is gone: focus moves on to «Quitar cupón», and the status is announced.
    expect(screen.getByRole('button', { name: 'Quitar cupón' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Cupón KUKKI10 aplicado');
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('$357.00'));

    mockApi({ '/api/productos': { products }, 'POST /api/orders/quote': quote() });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar cupón' }));
    expect(await screen.findByLabelText('Cupón de descuento')).toHaveValue('');
    expect(screen.getByLabelText('Cupón de descuento')).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('$389.00'));
  });

  it('an applied coupon survives a reload of the page (this tab), asked of the server again, and goes once the order is made', async () => {
    addToCart(alfajoresLine(160));
    const coupon = { _id: 'c1', code: 'KUKKI10', isActive: true, isPercent: true, amount: 10, expireDate: '2099-01-01' };
    const withCoupon = quote({
      discount: true,
      discountPrice: 32,
      totalPrice: 357,
      discountDescription: { type: 'CP', code: 'KUKKI10', isActive: true, isPercentage: true, amount: 10 },
    });
    mockApi({ '/api/productos': { products }, 'POST /api/orders/coupon': { coupon }, 'POST /api/orders/quote': withCoupon });
    const first = renderPage(<SummaryPage />);
    fireEvent.change(await screen.findByLabelText('Cupón de descuento'), { target: { value: 'kukki10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupón KUKKI10 aplicado')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('appliedCoupon') ?? 'null')).toMatchObject({ code: 'KUKKI10' });
    first.unmount();

    const calls = mockApi({
      '/api/productos': { products },
      'POST /api/orders/quote': withCoupon,
      'POST /api/orders/guest': [201, { createdOrder: { _id: 'o1', accessToken: 'tok' } }],
    });
    renderPage(<SummaryPage />);
    expect(await screen.findByText('Cupón KUKKI10 aplicado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar cupón' })).not.toHaveFocus(); // a restored coupon takes no focus
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('$357.00'));
    expect(calls.find((c) => c.url === '/api/orders/quote')!.body).toMatchObject({ discountDescription: { type: 'CP', code: 'KUKKI10' } });
    payerStore.set({ ...payer, giftText: '¡Feliz cumpleaños, mamá!', deliveryDate: '2099-01-04' });
    fireEvent.click(screen.getByRole('button', { name: 'Completar orden' }));
    await waitFor(() => expect(appliedCouponStore.get()).toBeNull());
    // The buyer and address stay for next time; this order's gift note and day do not.
    expect(payerStore.get()).toEqual({ ...payer, giftText: '', deliveryDate: '' });
    expect(calls.find((c) => c.url === '/api/orders/guest')!.body).toMatchObject({ discountDescription: { code: 'KUKKI10' } });
  });

  it('a coupon switched off after it was applied leaves the order with a notice; the totals come back without it', async () => {
    addToCart(alfajoresLine(160));
    appliedCouponStore.set(percentCoupon('PRUEBA20', 20));
    mockApi({
      '/api/productos': { products },
      'POST /api/orders/quote': (body: { discountDescription?: { type?: string } }) =>
        body.discountDescription?.type === 'CP' ? [400, { message: 'El cupón no está activo' }] : quote(),
    });
    renderPage(<SummaryPage />);
    expect(await screen.findByText('Quitamos el cupón PRUEBA20 de tu orden: El cupón no está activo')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('$389.00'));
    expect(appliedCouponStore.get()).toBeNull();
    expect(screen.queryByText('Cupón PRUEBA20 aplicado')).not.toBeInTheDocument();
    // Said once, in the notice: no error panel repeats the refusal.
    expect(screen.queryByText('El cupón no está activo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Completar orden' })).toBeEnabled();
  });

  it('free shipping reads «Gratis»', async () => {
    addToCart(alfajoresLine(160));
    mockApi({ '/api/productos': { products }, 'POST /api/orders/quote': quote({ shippingPrice: 0, totalPrice: 320 }) });
    renderPage(<SummaryPage />);
    expect(await screen.findByTestId('order-total')).toHaveTextContent('$320.00');
    expect(screen.getByText('Envío').nextElementSibling).toHaveTextContent('Gratis');
  });

  it('a saved address outside the delivery area leads back to /payerinfo, and the order cannot be completed', async () => {
    addToCart(alfajoresLine(160));
    payerStore.set({ ...payer, zip: '64000' });
    const calls = mockApi({ '/api/productos': { products }, 'POST /api/orders/quote': quote() });
    renderPage(<SummaryPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No entregamos en el código postal 64000.');
    expect(screen.getByRole('link', { name: 'Corregir datos de entrega' })).toHaveAttribute('href', '/payerinfo');
    const complete = screen.getByRole('button', { name: 'Completar orden' });
    expect(complete).toBeDisabled();
    fireEvent.click(complete);
    expect(calls.some((c) => c.url === '/api/orders/guest')).toBe(false);
    // Nothing is asked of the server that it would refuse (no 400 in the console), and no loader waits for it.
    expect(calls.some((c) => c.url === '/api/orders/quote')).toBe(false);
    expect(screen.queryByText('Calculando tu total...')).not.toBeInTheDocument();
  });

  it('the shop down for the total and for the order says so once, not in two identical panels', async () => {
    addToCart(alfajoresLine(160));
    const down = [503, { message: 'El servicio no está disponible en este momento' }];
    mockApi({ '/api/productos': { products }, 'POST /api/orders/quote': down, 'POST /api/orders/guest': down });
    renderPage(<SummaryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('El servicio no está disponible en este momento');
    fireEvent.click(screen.getByRole('button', { name: 'Completar orden' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Completar orden' })).toBeEnabled());
    expect(screen.getAllByText('El servicio no está disponible en este momento')).toHaveLength(1);
  });
});
