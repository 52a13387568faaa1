import { screen } from '@testing-library/react';
import { cellTexts, renderAt, signInAsAdmin, mockApi } from '../../test/render';
import { CapacityScreen } from './CapacityScreen';

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
});
