import { formatMonthDay } from '@kukki/contracts';
import { screen, within } from '@testing-library/react';
import { cellTexts, renderAt, signInAsAdmin, mockApi } from '../../test/render';
import { CouponsList } from './CouponsList';

/** An active percentage with every limit set, and an inactive fixed amount with none. */
const coupons = [
  {
    _id: 'c1',
    code: 'DULCE10',
    isActive: true,
    isPercent: true,
    amount: 10,
    expireDate: '2026-12-15',
    uses: 3,
    maxUses: 5,
    oncePerCustomer: true,
    minOrderAmount: 400,
  },
  { _id: 'c2', code: 'ENVIO50', isActive: false, isPercent: false, amount: 50, expireDate: '2027-01-03' },
];

beforeEach(signInAsAdmin);

describe('CouponsList', () => {
  it('shows code, Activo/Desactivado, % or $, amount, Spanish month and day, uses and limits, and an edit link', async () => {
    mockApi({ 'GET /api/admin/coupons': { coupons } });
    renderAt(<CouponsList />, { path: '/admin/dash/coupons', route: '/admin/dash/coupons' });
    const first = (await screen.findByText('DULCE10')).closest('tr') as HTMLElement;
    expect(cellTexts(first)).toEqual([
      'DULCE10',
      'Activo',
      '%',
      '10',
      '15 de diciembre',
      '3 / 5 · 1 por cliente · desde $400.00',
      'Editar',
    ]);
    expect(within(first).getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/admin/dash/coupons/c1');
    const second = screen.getByText('ENVIO50').closest('tr') as HTMLElement;
    expect(cellTexts(second)).toEqual(['ENVIO50', 'Desactivado', '$', '50.00', '3 de enero', '0', 'Editar']);
    expect(screen.getByRole('button', { name: 'Crear cupón' })).toBeInTheDocument();
  });

  it('reads a stored day without shifting it to the previous evening', () => {
    expect(formatMonthDay('2026-12-15T00:00:00.000Z')).toBe('15 de diciembre');
    expect(formatMonthDay('2026-12-15')).toBe('15 de diciembre');
  });
});
