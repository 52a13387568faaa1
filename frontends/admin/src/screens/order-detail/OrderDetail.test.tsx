import { adminStatusChoices } from '@kukki/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInAsAdmin, mockApi } from '../../test/render';
import { OrderDetail } from './OrderDetail';
import { NO_PAYMENT_FLOW } from './PaymentBlock';

const ID = '65a1b2c3d4e5f60718293a4b';
const base = {
  _id: ID,
  createdAt: '2025-11-07T20:30:00.000Z',
  status: 'creada',
  user: null,
  payer: { name: 'Juan Pérez', email: 'juan@example.com', phone: { area_code: '55', number: '12345678' } },
  deliveryAddress: { street_name: 'Madero', street_number: '5', col: 'Centro', del: 'Cuauhtémoc', zip_code: '06000' },
  items: [{ id: 'p1', title: 'Caja chica', quantity: 1, unit_price: 200, description: 'Caja con: Besos de coco, Galletas de moca' }],
  itemsPrice: 200,
  shippingPrice: 69,
  totalPrice: 269,
  isPaid: false,
  cancelled: false,
  paymentResult: null,
};

const show = (order: object, extra: Record<string, unknown> = {}) => {
  const calls = mockApi({ [`GET /api/admin/orders/${ID}`]: { order: { ...base, ...order } }, ...extra });
  renderAt(<OrderDetail />, { path: `/admin/dash/ordenes/${ID}`, route: '/admin/dash/ordenes/:id' });
  return calls;
};

beforeEach(signInAsAdmin);

describe('OrderDetail', () => {
  it('shows header, guest buyer, CDMX default city, creation date as delivery date and box contents', async () => {
    show({});
    expect(await screen.findByRole('heading', { name: `Orden ${ID.slice(0, 10)}` })).toBeInTheDocument();
    expect(screen.getByText('Invitado')).toBeInTheDocument();
    expect(screen.getByText('CDMX')).toBeInTheDocument();
    expect(screen.getByText('viernes, 7 de noviembre de 2025')).toBeInTheDocument();
    expect(screen.getByText('(fecha de la orden; entrega por confirmar)')).toBeInTheDocument();
    expect(screen.getByText('Avisos por WhatsApp').nextElementSibling).toHaveTextContent('No');
    expect(screen.getByText('Caja con:')).toBeInTheDocument();
    expect(screen.getByText('Besos de coco, Galletas de moca')).toBeInTheDocument();
    expect(screen.queryByText('Nota de regalo')).not.toBeInTheDocument();
    expect(screen.getByText(NO_PAYMENT_FLOW)).toBeInTheDocument();
  });

  it('shows Usuario, the gift note, the delivery date and no MercadoPago message once there is a payment id', async () => {
    show({
      user: 'u1',
      deliveryAddress: { ...base.deliveryAddress, city: 'Estado de México', deliveryDate: '2025-11-12', giftText: 'Feliz día' },
      paymentResult: { id: 42, status: 'approved' },
    });
    expect(await screen.findByText('Usuario')).toBeInTheDocument();
    expect(screen.getByText('Nota de regalo')).toBeInTheDocument();
    expect(screen.getByText('Feliz día')).toBeInTheDocument();
    expect(screen.getByText('Estado de México')).toBeInTheDocument();
    expect(screen.getByText('miércoles, 12 de noviembre de 2025')).toBeInTheDocument();
    expect(screen.queryByText(/entrega por confirmar/)).not.toBeInTheDocument();
    expect(screen.queryByText(NO_PAYMENT_FLOW)).not.toBeInTheDocument();
    // Spanish words only; Mercado Pago's own code stays in the tooltip
    expect(screen.getByText('Aprobado')).toHaveAttribute('title', 'approved');
    expect(screen.queryByText(/\(approved\)/)).not.toBeInTheDocument();
  });

  it('an order the shop entered as paid (phone) reads paid in store: a check, no Mercado Pago warning, no refund button', async () => {
    show({ isPaid: true, status: 'recibida', channel: 'telefono', paymentResult: null });
    expect(await screen.findByText('Pagada en tienda (Teléfono)', { selector: 'span' })).toBeInTheDocument();
    expect(document.querySelector('[data-payment]')).toHaveAttribute('data-payment', 'approved');
    expect(screen.queryByText(NO_PAYMENT_FLOW)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reembolsar orden' })).not.toBeInTheDocument();
    expect(screen.getByText(/Pagada fuera de Mercado Pago: si hay que devolver el dinero/)).toBeInTheDocument();
  });

  it('labels a box «Caja con:» and a chocolate «Tipo:» (label in bold), as the storefront does', async () => {
    show({
      items: [
        { id: 'p1', title: 'Caja chica', quantity: 1, unit_price: 200, description: 'Besos de coco', category_id: 'cajas' },
        { id: 'p2', title: 'Tableta', quantity: 2, unit_price: 90, description: 'Caja con: Semiamargo', category_id: 'chocolates' },
      ],
    });
    const chocolate = (await screen.findByText('Tableta')).closest('li') as HTMLElement;
    expect(within(chocolate).getByText('Tipo:').tagName).toBe('STRONG');
    expect(within(chocolate).getByText('Tipo:').parentElement).toHaveTextContent(/^Tipo: Semiamargo$/);
    expect(within(chocolate).queryByText(/Caja con/)).not.toBeInTheDocument();
    const box = screen.getByText('Caja chica').closest('li') as HTMLElement;
    expect(within(box).getByText('Caja con:').tagName).toBe('STRONG');
    expect(within(box).getByText('Caja con:').parentElement).toHaveTextContent(/^Caja con: Besos de coco$/);
  });

  it('dates the money release and the refunds in Spanish words, not ISO', async () => {
    show({
      status: 'recibida',
      isPaid: true,
      paymentResult: { id: '77', status: 'approved', money_release_date: '2026-12-11T10:00:00.000-04:00' },
      refunds: [{ id: '1315908929', amount: 50, at: '2026-11-28T02:30:00.000Z' }],
    });
    const release = (await screen.findByText('Liberación del dinero')).parentElement as HTMLElement;
    expect(release).toHaveTextContent('Liberación del dinero11 dic 2026');
    // 02:30 UTC on the 28th is still the 27th in Mexico City.
    expect(within(screen.getByRole('list', { name: 'Reembolsos' })).getByRole('listitem')).toHaveTextContent(
      /· 27 nov 2026 · reembolso 1315908929$/,
    );
    expect(screen.queryByText(/2026-1[12]-/)).not.toBeInTheDocument();
  });

  it('shows the cancel reason and the cross for a cancelled order', async () => {
    const { container } = { container: document.body };
    show({ status: 'cancelada', cancelled: true, cancelReason: 'Ya no la necesito' });
    expect(await screen.findByText('CANCELADA: no la empaques (motivo: Ya no la necesito)')).toBeInTheDocument();
    expect(screen.getAllByText(/Ya no la necesito/)).toHaveLength(2);
    expect(screen.queryByText(NO_PAYMENT_FLOW)).not.toBeInTheDocument();
    expect(container.querySelector('[data-payment="cancelled"]')).not.toBeNull();
  });

  it('offers only the statuses allowed from the current one; saves only after Guardar and a confirmation; then Estado cambió a with Continuar', async () => {
    const reload = jest.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
    const calls = show(
      { status: 'recibida', isPaid: true, paymentResult: { id: '77', status: 'approved' } },
      { [`PATCH /api/admin/orders/${ID}`]: (body: { status: string }) => ({ updatedOrder: { ...base, status: body.status } }) },
    );
    const select = await screen.findByRole('combobox', { name: 'Cambiar estado' });
    const options = within(select)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled);
    expect(options.map((o) => o.textContent)).toEqual(adminStatusChoices('recibida').filter((s) => s !== 'recibida'));
    expect(options.map((o) => o.textContent)).toEqual(['cocinando', 'enviada', 'entregada']);

    // A single ArrowDown on the focused select (or any choice) saves nothing.
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.selectOptions(select, 'cocinando');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar cambio de estado' });
    expect(confirm).toHaveTextContent('¿Cambiar el estado de la orden de «recibida» a «cocinando»?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'No, volver' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar cambio de estado' })).getByRole('button', { name: 'Sí, cambiar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Estado actualizado' });
    expect(dialog).toHaveTextContent('Estado cambió a: cocinando');
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ status: 'cocinando' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(reload).toHaveBeenCalled();
  });

  it('says beside the packing-slip button that an unpaid order is not to be packed, and nothing for a paid one', async () => {
    show({});
    expect(await screen.findByRole('button', { name: 'Imprimir hoja de empaque' })).toBeInTheDocument();
    expect(screen.getByText('SIN PAGAR: no la empaques hasta que se pague')).toBeInTheDocument();
  });

  it('a paid order gets no do-not-pack warning beside the packing-slip button', async () => {
    show({ status: 'cocinando', isPaid: true, paymentResult: { id: 42, status: 'approved' } });
    expect(await screen.findByRole('button', { name: 'Imprimir hoja de empaque' })).toBeInTheDocument();
    expect(screen.queryByText(/no la empaques/)).not.toBeInTheDocument();
  });

  it('an unpaid order offers only cancelada', async () => {
    show({});
    const select = await screen.findByRole('combobox', { name: 'Cambiar estado' });
    const options = within(select)
      .getAllByRole('option')
      .filter((o) => !(o as HTMLOptionElement).disabled);
    expect(options.map((o) => o.textContent)).toEqual(['cancelada']);
  });

  it("a refused change shows the server's Spanish message", async () => {
    show(
      { status: 'recibida', isPaid: true, paymentResult: { id: '77', status: 'approved' } },
      { [`PATCH /api/admin/orders/${ID}`]: [409, { message: 'La orden fue reembolsada y su estado ya no puede cambiar' }] },
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Cambiar estado' }), 'enviada');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cambiar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La orden fue reembolsada y su estado ya no puede cambiar');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refunds a paid order after a confirmation; then shows it reembolsada without the button', async () => {
    const paid = { status: 'recibida', isPaid: true, paymentResult: { id: '77', status: 'approved' } };
    const calls = show(paid, {
      [`POST /api/admin/orders/${ID}/refund`]: {
        order: { ...base, status: 'reembolsada', isPaid: false, paymentResult: { id: '77', status: 'refunded' } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reembolsar orden' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Reembolsar el total, $269.00, al cliente');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, volver' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reembolsar orden' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, reembolsar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reembolsar orden' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/admin/orders/${ID}/refund`]);
    expect(screen.getAllByText('reembolsada').length).toBeGreaterThan(0);
  });

  it('refuses an amount the server would refuse before asking to confirm, and says when a partial refund is done', async () => {
    const paid = { status: 'recibida', isPaid: true, totalPrice: 269, paymentResult: { id: '77', status: 'approved' } };
    const calls = show(paid, {
      [`POST /api/admin/orders/${ID}/refund`]: {
        order: { ...base, ...paid, refunds: [{ id: 'r1', amount: 50, at: '2025-11-07T21:00:00.000Z' }] },
      },
    });
    const amount = await screen.findByRole('textbox', { name: /Monto a reembolsar/ });
    expect(amount).toHaveAttribute('placeholder', '269.00');
    for (const [typed, message] of [
      ['9999', 'El monto del reembolso no puede ser mayor que lo que queda por reembolsar'],
      ['0', 'El monto del reembolso debe ser un número mayor que cero, con máximo dos decimales'],
      ['-5', 'El monto del reembolso debe ser un número mayor que cero, con máximo dos decimales'],
      ['abc', 'El monto del reembolso debe ser un número mayor que cero, con máximo dos decimales'],
      ['1.005', 'El monto del reembolso debe ser un número mayor que cero, con máximo dos decimales'],
    ]) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Reembolsar orden' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    }
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Reembolsar orden' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Reembolsar $50.00 al cliente por Mercado Pago? La orden sigue pagada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, reembolsar' }));
    expect(await screen.findByText(/Reembolso registrado:/)).toHaveTextContent(
      'Reembolso registrado: $50.00. Le avisamos al cliente por correo.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ amount: 50 }]);
  });

  it('shows the refund error from the server, and no refund button for an unpaid order', async () => {
    show(
      { status: 'recibida', isPaid: true, paymentResult: { id: '77', status: 'approved' } },
      { [`POST /api/admin/orders/${ID}/refund`]: [502, { message: 'Mercado Pago no aceptó el reembolso' }] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reembolsar orden' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, reembolsar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mercado Pago no aceptó el reembolso');
  });

  it('shows an amount mismatch: the order stays unpaid', async () => {
    show({ paymentMismatch: { paymentId: '991', amount: 1, currency: 'MXN', expected: 269, detectedAt: '2025-11-07T21:00:00.000Z' } });
    const note = await screen.findByText(/Pago con monto distinto/);
    expect(note).toHaveTextContent('el pago 991 se aprobó por $1.00 MXN y el total de la orden es $269.00 MXN');
    expect(screen.queryByRole('button', { name: 'Reembolsar orden' })).not.toBeInTheDocument();
  });

  it('shows the server message in place of the order when loading fails', async () => {
    mockApi({ [`GET /api/admin/orders/${ID}`]: [404, { message: 'No encontramos esa orden' }] });
    renderAt(<OrderDetail />, { path: `/admin/dash/ordenes/${ID}`, route: '/admin/dash/ordenes/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esa orden');
  });
});
