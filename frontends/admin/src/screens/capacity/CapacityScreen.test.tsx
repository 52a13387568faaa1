import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cellTexts, renderAt, signInAsAdmin, mockApi } from '../../test/render';
import { CapacityScreen } from './CapacityScreen';
import { ALL_DAYS_CLOSED } from './WeekdaysForm';

beforeEach(signInAsAdmin);

describe('Capacidad de entregas', () => {
  it('names the dates with their own capacity in Spanish words, not «2026-12-24»', async () => {
    mockApi({
      'GET /api/admin/capacity': {
        defaultPerDay: 20,
        closedWeekdays: [0],
        capacityUnit: 'orders',
        overrides: [{ date: '2026-12-24', capacity: 0, used: 0 }],
      },
    });
    renderAt(<CapacityScreen />, { path: '/admin/dash/capacidad', route: '/admin/dash/capacidad' });
    const quitar = await screen.findByRole('button', { name: 'Quitar ajuste del jueves, 24 de diciembre de 2026' });
    expect(cellTexts(quitar.closest('tr') as HTMLElement)).toEqual(['jueves, 24 de diciembre de 2026', 'Cerrado', '0', 'Quitar']);
  });

  const capacity = { defaultPerDay: 20, closedWeekdays: [0], capacityUnit: 'orders', overrides: [] };

  it("says one thing at a time: saving the weekdays replaces the daily capacity's «guardada»", async () => {
    const calls = mockApi({
      'GET /api/admin/capacity': capacity,
      'PUT /api/admin/capacity': (body: object) => ({ ...capacity, ...body }),
    });
    renderAt(<CapacityScreen />, { path: '/admin/dash/capacidad', route: '/admin/dash/capacidad' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Capacidad diaria guardada');
    await user.click(screen.getByRole('checkbox', { name: 'Sábado' }));
    await user.click(screen.getByRole('button', { name: 'Guardar días' }));
    expect(await screen.findByText('Días sin entregas guardados')).toBeInTheDocument();
    expect(screen.queryByText('Capacidad diaria guardada')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ closedWeekdays: [0, 6], capacityUnit: 'orders' });
  });

  it("refuses closing all seven days in Spanish words, without the API's field name, and sends nothing", async () => {
    const calls = mockApi({ 'GET /api/admin/capacity': capacity, 'PUT /api/admin/capacity': capacity });
    renderAt(<CapacityScreen />, { path: '/admin/dash/capacidad', route: '/admin/dash/capacidad' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Capacidad diaria guardada');
    for (const box of await screen.findAllByRole('checkbox')) if (!(box as HTMLInputElement).checked) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Guardar días' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALL_DAYS_CLOSED);
    expect(screen.queryByRole('status')).toBeNull(); // the earlier «guardada» does not stay beside the refusal
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.body)).toEqual([{ defaultPerDay: 20 }]);
  });

  it('names the unit the capacity counts', async () => {
    mockApi({ 'GET /api/admin/capacity': { ...capacity, capacityUnit: 'items' } });
    renderAt(<CapacityScreen />, { path: '/admin/dash/capacidad', route: '/admin/dash/capacidad' });
    expect(await screen.findByLabelText('Piezas por día de entrega')).toBeInTheDocument();
  });
});
