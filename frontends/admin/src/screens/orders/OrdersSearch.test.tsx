import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInAsAdmin, mockApi, pickDay } from '../../test/render';
import { CapacityScreen } from '../capacity/CapacityScreen';
import { OrdersList } from './OrdersList';

beforeEach(signInAsAdmin);

describe('orders search and export', () => {
  it('sends q, from and to to the list, and «Exportar CSV» asks for the CSV with the same filters', async () => {
    const calls = mockApi({
      'GET /api/admin/orders/export.csv*': 'numero',
      'GET /api/admin/orders*': { orders: [], total: 0 },
    });
    renderAt(<OrdersList />, { path: '/admin/dash/ordenes?estado=todas', route: '/admin/dash/ordenes' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Buscar'), 'zoé');
    await pickDay(user, 'Desde', '2026-11-01');
    await pickDay(user, 'Hasta', '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/admin/orders?q=zo%C3%A9&from=2026-11-01&to=2026-11-23&page=1&limit=50'),
    );

    URL.createObjectURL = jest.fn(() => 'blob:ordenes');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.filter((c) => c.url.startsWith('/api/admin/orders/export.csv'));
    expect(exported.map((c) => c.url)).toEqual(['/api/admin/orders/export.csv?q=zo%C3%A9&from=2026-11-01&to=2026-11-23']);
    expect(exported[0].headers.authorization).toBe('Bearer tok');
  });

  it('filters by delivery day with «Entrega desde» and «Entrega hasta» (deliveryFrom, deliveryTo), kept in the address', async () => {
    const calls = mockApi({ 'GET /api/admin/orders*': { orders: [], total: 0 } });
    renderAt(<OrdersList />, { path: '/admin/dash/ordenes?estado=todas', route: '/admin/dash/ordenes' });
    const user = userEvent.setup();
    await pickDay(user, 'Entrega desde', '2026-11-27');
    await pickDay(user, 'Entrega hasta', '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/admin/orders?deliveryFrom=2026-11-27&deliveryTo=2026-11-27&page=1&limit=50'),
    );
  });
});

describe('capacity screen', () => {
  it('shows the overrides and saves the default and a closed day', async () => {
    const calls = mockApi({
      'GET /api/admin/capacity': { defaultPerDay: null, overrides: [{ date: '2026-12-24', capacity: 0, used: 0 }] },
      'PUT /api/admin/capacity': { defaultPerDay: 20, overrides: [] },
      'PUT /api/admin/capacity/2026-12-31': { defaultPerDay: 20, overrides: [{ date: '2026-12-31', capacity: 0, used: 0 }] },
    });
    renderAt(<CapacityScreen />, { path: '/admin/dash/capacidad', route: '/admin/dash/capacidad' });
    expect(await screen.findByText('jueves, 24 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Órdenes por día de entrega'), '20');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ defaultPerDay: 20 }));
    await pickDay(user, 'Fecha', '2026-12-31');
    await user.type(screen.getByLabelText('Órdenes ese día'), '0');
    await user.click(screen.getByRole('button', { name: 'Guardar fecha' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/admin/capacity/2026-12-31')?.body).toEqual({ capacity: 0 }));
    expect(await screen.findByText('jueves, 31 de diciembre de 2026')).toBeInTheDocument();
  });
});
