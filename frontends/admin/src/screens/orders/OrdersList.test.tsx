import { ADMIN_ORDER_FILTERS, truncateCell } from '@kukki/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cellTexts, renderAt, signInAsAdmin, mockApi } from '../../test/render';
import { OrdersList } from './OrdersList';

const order = (overrides: object = {}) => ({
  _id: '65a1b2c3d4e5f60718293a4b',
  createdAt: '2025-11-07T20:30:00.000Z',
  status: 'recibida',
  user: null,
  payer: { name: 'Maria Fernanda Lopez Garcia', email: 'mf@example.com', phone: { area_code: '55', number: '12345678' } },
  deliveryAddress: { col: 'Colonia Roma', del: 'Cuauhtémoc', deliveryDate: '2025-11-10', city: 'CDMX' },
  items: [{ id: 'p1', title: 'Alfajores', quantity: 2, unit_price: 200 }],
  totalPrice: 469,
  paymentResult: { id: 1, status: 'approved' },
  ...overrides,
});

beforeEach(signInAsAdmin);

describe('truncateCell', () => {
  it('keeps text up to 15 characters and cuts longer text to 15 plus " ..."', () => {
    expect(truncateCell('Colonia Roma')).toBe('Colonia Roma');
    expect(truncateCell('123456789012345')).toBe('123456789012345');
    expect(truncateCell('1234567890123456')).toBe('123456789012345 ...');
    expect(truncateCell(undefined)).toBe('');
  });
});

describe('OrdersList', () => {
  it('renders the spec columns, short Spanish month, truncated cells and a Ver link', async () => {
    mockApi({ 'GET /api/admin/orders*': { orders: [order()], total: 1 } });
    renderAt(<OrdersList />, { path: '/admin/dash/ordenes', route: '/admin/dash/ordenes' });

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/\s+/g, ' ').trim());
    expect(headers.map((h) => h?.split(' ')[0])).toEqual([
      'Orden',
      'Hora',
      'Entrega',
      'Nombre',
      'Colonia',
      'Alcaldía',
      'Tel.',
      'Productos',
      'Total',
      'Pago',
      'Canal',
      'Estado',
      'Detalle',
    ]);
    const nameCell = await screen.findByTitle('Maria Fernanda Lopez Garcia');
    expect(nameCell.textContent).toBe('Maria Fernanda  ...');
    const row = nameCell.closest('tr') as HTMLElement;
    const cells = cellTexts(row);
    expect(cells[0]).toBe('7 nov');
    expect(cells[1]).toBe('14:30'); // 20:30 UTC is 14:30 in Mexico City
    expect(cells[2]).toBe('10 nov');
    expect(cells[6]).toBe('+52 55 1234 5678');
    expect(within(row).getByRole('link', { name: '+52 55 1234 5678' })).toHaveAttribute('href', 'tel:+525512345678');
    expect(cells[10]).toBe('En línea');
    expect(cells[7]).toBe('1');
    expect(cells[8]).toBe('$469.00');
    expect(within(row).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/admin/dash/ordenes/65a1b2c3d4e5f60718293a4b');
    expect(row.querySelector('[data-payment="approved"]')).not.toBeNull();
  });

  it('marks an order entered by the shop with its channel', async () => {
    mockApi({ 'GET /api/admin/orders*': { orders: [order({ channel: 'whatsapp' })], total: 1 } });
    renderAt(<OrdersList />, { path: '/admin/dash/ordenes', route: '/admin/dash/ordenes' });
    const row = (await screen.findByTitle('Maria Fernanda Lopez Garcia')).closest('tr') as HTMLElement;
    expect(within(row).getByText('WhatsApp')).toHaveClass('adm-channel--whatsapp');
  });

  it('uses the creation date for Entrega when there is no delivery date', async () => {
    mockApi({ 'GET /api/admin/orders*': { orders: [order({ deliveryAddress: { col: 'Roma' } })] } });
    renderAt(<OrdersList />, { path: '/admin/dash/ordenes', route: '/admin/dash/ordenes' });
    const row = (await screen.findByText('Roma')).closest('tr') as HTMLElement;
    const entrega = within(row).getAllByRole('cell')[2];
    expect(entrega).toHaveTextContent('7 nov');
    // Marked, so the bakery does not read it as due that day.
    expect(entrega).toHaveTextContent('por confirmar');
    expect(entrega.title).toMatch(/^Entrega por confirmar \(orden del /);
  });

  it('a dated order shows its delivery day alone', async () => {
    mockApi({ 'GET /api/admin/orders*': { orders: [order({ deliveryAddress: { col: 'Condesa', deliveryDate: '2026-12-02' } })] } });
    renderAt(<OrdersList />, { path: '/admin/dash/ordenes', route: '/admin/dash/ordenes' });
    const row = (await screen.findByText('Condesa')).closest('tr') as HTMLElement;
    const entrega = within(row).getAllByRole('cell')[2];
    expect(entrega).toHaveTextContent('2 dic');
    expect(entrega).not.toHaveTextContent('por confirmar');
  });

  it('offers the status filter in the spec order and asks the server for the chosen status', async () => {
    const calls = mockApi({ 'GET /api/admin/orders*': { orders: [order(), order({ _id: 'x2', status: 'cocinando' })] } });
    renderAt(<OrdersList />, { path: '/admin/dash/ordenes', route: '/admin/dash/ordenes' });
    const filter = screen.getByRole('combobox', { name: 'Filtrar por estado' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...ADMIN_ORDER_FILTERS]);
    expect(filter).toHaveValue('todas');
    await screen.findAllByTitle('Maria Fernanda Lopez Garcia');
    expect(calls[0].url).not.toContain('status=');
    expect(calls[0].headers.authorization).toBe('Bearer tok');

    await userEvent.selectOptions(filter, 'cocinando');
    await waitFor(() => expect(calls.some((c) => c.url.includes('status=cocinando'))).toBe(true));
    // Rows of other statuses never show under a filter, whatever the server returns.
    await waitFor(() => expect(screen.getAllByTitle('Maria Fernanda Lopez Garcia')).toHaveLength(1));
    expect(screen.getByText('cocinando', { selector: '.adm-status' })).toBeInTheDocument();
  });

  it('shows the server message when the list fails', async () => {
    mockApi({ 'GET /api/admin/orders*': [500, { message: '¡Algo salió mal, por favor inténtalo de nuevo!' }] });
    renderAt(<OrdersList />, { path: '/admin/dash/ordenes', route: '/admin/dash/ordenes' });
    expect(await screen.findByRole('alert')).toHaveTextContent('¡Algo salió mal, por favor inténtalo de nuevo!');
  });
});
