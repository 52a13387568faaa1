import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cellTexts, renderAt, signInAsAdmin, mockApi } from '../../test/render';
import { UserDetail } from '../user-detail/UserDetail';
import { UsersList } from './UsersList';

beforeEach(signInAsAdmin);

describe('usuarios', () => {
  it('lists users with the spec columns and wording', async () => {
    mockApi({
      'GET /api/admin/users': {
        users: [
          { _id: 'u1', name: 'Ana', email: 'ana@kukki.mx', isAdmin: true, firstPurchase: false, active: true },
          {
            _id: 'u2',
            name: 'Beto',
            email: 'beto@example.com',
            firstPurchase: true,
            active: false,
            deliveryInfo: { street_name: 'Madero', street_number: '5', col: 'Centro' },
          },
        ],
      },
    });
    renderAt(<UsersList />, { path: '/admin/dash/usuarios', route: '/admin/dash/usuarios' });
    const ana = (await screen.findByText('ana@kukki.mx')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Email',
      'Primera compra',
      'Activo',
      'Dirección',
      'Detalles',
    ]);
    expect(cellTexts(ana)).toEqual(['Ana', 'ana@kukki.mx', 'aplicado', 'Activa', 'No registrada', 'Ver']);
    const beto = screen.getByText('beto@example.com').closest('tr') as HTMLElement;
    expect(cellTexts(beto)).toEqual(['Beto', 'beto@example.com', 'activo', 'Desactivada', 'Madero 5, col. Centro', 'Ver']);
    expect(within(beto).getByRole('link', { name: 'Ver' })).toHaveAttribute('href', '/admin/dash/usuarios/u2');
  });

  it('user detail: Administrador, no address, no orders', async () => {
    mockApi({
      'GET /api/admin/users/u1': {
        _id: 'u1',
        name: 'Ana',
        email: 'ana@kukki.mx',
        isAdmin: true,
        firstPurchase: true,
        deliveryInfo: null,
        orders: [],
      },
    });
    renderAt(<UserDetail />, { path: '/admin/dash/usuarios/u1', route: '/admin/dash/usuarios/:id' });
    expect(await screen.findByText('Administrador')).toBeInTheDocument();
    expect(screen.getByText('Dirección no registrada...')).toBeInTheDocument();
    expect(screen.getByText('Sin órdenes ...')).toBeInTheDocument();
  });

  it('user detail: Usuario, delivery info and the orders table', async () => {
    mockApi({
      'GET /api/admin/users/u2': {
        _id: 'u2',
        name: 'Beto',
        email: 'b@example.com',
        isAdmin: false,
        firstPurchase: false,
        deliveryInfo: {
          street_name: 'Madero',
          street_number: '5',
          col: 'Centro',
          del: 'Cuauhtémoc',
          zip_code: '06000',
          phone: '5512345678',
        },
        orders: [
          { _id: '65a1b2c3d4e5f60718293a4b', createdAt: '2026-11-02T18:00:00.000Z', totalPrice: 1269.5, isPaid: true, status: 'entregada' },
          { _id: '75a1b2c3d4e5f60718293a4c', createdAt: '2026-11-03T18:00:00.000Z', totalPrice: 300, isPaid: false, status: 'cancelada' },
          { _id: '85a1b2c3d4e5f60718293a4d', createdAt: '2026-11-04T18:00:00.000Z', totalPrice: 300, isPaid: false, status: 'reembolsada' },
          { _id: '95a1b2c3d4e5f60718293a4e', createdAt: '2026-11-05T18:00:00.000Z', totalPrice: 300, isPaid: false, status: 'rechazada' },
          { _id: 'a5a1b2c3d4e5f60718293a4f', createdAt: '2026-11-06T18:00:00.000Z', totalPrice: 300, isPaid: false, status: 'creada' },
        ],
      },
    });
    renderAt(<UserDetail />, { path: '/admin/dash/usuarios/u2', route: '/admin/dash/usuarios/:id' });
    expect(await screen.findByText('Usuario')).toBeInTheDocument();
    expect(screen.getByText('CDMX')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Fecha', 'Total', 'Pago', 'Estado']);
    const row = screen.getByText('65a1b2c3d4').closest('tr') as HTMLElement;
    expect(cellTexts(row)).toEqual(['65a1b2c3d4', 'lunes, 2 de noviembre de 2026', '$1,269.50', 'Pago aprobado', 'entregada']);
    // The payment column says what the order page says: never «pendiente» for a cancelled or refunded order.
    const payment = (text: string) => cellTexts(screen.getByText(text).closest('tr') as HTMLElement)[3];
    expect(payment('cancelada')).toBe('Pago cancelado');
    expect(payment('reembolsada')).toBe('Pago reembolsado');
    expect(payment('rechazada')).toBe('Pago rechazado');
    expect(payment('creada')).toBe('Pago pendiente');
  });

  it('user detail: says «Activa» plainly and deactivates with PATCH { active: false }; the last admin’s 409 is shown', async () => {
    let active = true;
    const calls = mockApi({
      'GET /api/admin/users/u3': () => ({ _id: 'u3', name: 'Caro', email: 'c@example.com', isAdmin: false, active, orders: [] }),
      'PATCH /api/admin/users/u3': (body: unknown) => {
        active = (body as { active: boolean }).active;
        return { message: active ? 'La cuenta quedó activa' : 'La cuenta quedó desactivada', user: { _id: 'u3', active } };
      },
      'GET /api/admin/users/u1': { _id: 'u1', name: 'Ana', email: 'a@kukki.mx', isAdmin: true, active: true, orders: [] },
      'PATCH /api/admin/users/u1': [409, { message: 'No puedes desactivar al último administrador activo' }],
    });
    const view = renderAt(<UserDetail />, { path: '/admin/dash/usuarios/u3', route: '/admin/dash/usuarios/:id' });
    expect(await screen.findByText('Activa')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar cuenta' }));
    // asked first: «No, volver» changes nothing
    const ask = await screen.findByRole('dialog', { name: 'Confirmar desactivación' });
    expect(ask).toHaveTextContent('¿Desactivar la cuenta de Caro?');
    fireEvent.click(within(ask).getByRole('button', { name: 'No, volver' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar cuenta' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, desactivar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('La cuenta quedó desactivada');
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/admin/users/u3', body: { active: false } });
    await waitFor(() => expect(screen.getByText('Desactivada')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reactivar cuenta' })).toBeInTheDocument();
    view.unmount();

    renderAt(<UserDetail />, { path: '/admin/dash/usuarios/u1', route: '/admin/dash/usuarios/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Desactivar cuenta' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, desactivar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No puedes desactivar al último administrador activo');
  });
});
