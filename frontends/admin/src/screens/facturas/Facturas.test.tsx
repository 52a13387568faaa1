import { SAMPLE_FACTURA_REQUEST } from '@kukki/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signInAsAdmin, mockApi } from '../../test/render';
import { Facturas } from './Facturas';

const factura = {
  _id: 'f1',
  orderId: '65a1b2c3d4e5f60718293a4b',
  orderNumber: 'K-000001',
  ...SAMPLE_FACTURA_REQUEST,
  total: 269,
  payerName: 'Juan Pérez',
  status: 'pendiente',
  createdAt: '2025-11-07T20:30:00.000Z',
  issuedAt: null,
};

beforeEach(signInAsAdmin);

describe('Facturas', () => {
  it('lists pending requests and marks one emitida', async () => {
    let issued = false;
    const calls = mockApi({
      'GET /api/admin/facturas?status=pendiente': () => ({ facturas: issued ? [] : [factura] }),
      'PATCH /api/admin/facturas/f1': () => {
        issued = true;
        return { factura: { ...factura, status: 'emitida', issuedAt: '2025-11-08T10:00:00.000Z' } };
      },
    });
    renderAt(<Facturas />, { path: '/admin/dash/facturas', route: '/admin/dash/facturas' });
    const row = (await screen.findByText('XAXX010101000')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Público en General');
    expect(row).toHaveTextContent('$269.00');
    expect(within(row).getByRole('link', { name: 'K-000001' })).toHaveAttribute('href', '/admin/dash/ordenes/65a1b2c3d4e5f60718293a4b');
    await userEvent.click(within(row).getByRole('button', { name: 'Marcar emitida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar factura emitida' });
    expect(dialog).toHaveTextContent('¿Marcar como emitida la factura de la orden K-000001 (XAXX010101000');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, marcar emitida' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'emitida' });
    expect(await screen.findByRole('status')).toHaveTextContent('Factura de la orden K-000001 marcada como emitida.');
    await waitFor(() => expect(screen.getByText('No hay solicitudes de factura')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks first: «No, volver» marks nothing', async () => {
    const calls = mockApi({ 'GET /api/admin/facturas?status=pendiente': { facturas: [factura] } });
    renderAt(<Facturas />, { path: '/admin/dash/facturas', route: '/admin/dash/facturas' });
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar emitida' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No, volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows issued requests with the filter', async () => {
    mockApi({
      'GET /api/admin/facturas?status=pendiente': { facturas: [] },
      'GET /api/admin/facturas?status=emitida': { facturas: [{ ...factura, status: 'emitida' }] },
    });
    renderAt(<Facturas />, { path: '/admin/dash/facturas', route: '/admin/dash/facturas' });
    expect(await screen.findByText('No hay solicitudes de factura')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mostrar' }), 'emitida');
    expect(await screen.findByText('Emitida')).toBeInTheDocument();
  });
});
