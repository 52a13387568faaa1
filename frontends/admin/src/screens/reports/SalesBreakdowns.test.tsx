import type { SalesReportReply } from '@kukki/contracts';
import { render, screen, within } from '@testing-library/react';
import { SalesBreakdowns } from './SalesBreakdowns';
import { cellTexts } from '../../test/render';

const report: SalesReportReply = {
  from: '2026-01-01',
  to: '2026-01-31',
  totals: { orders: 3, revenue: 500, discounts: 20, shipping: 50, refunds: 0, net: 500 },
  byProduct: [{ productId: 'p1', name: 'Alfajor', quantity: 4, revenue: 320 }],
  byPaymentMethod: [{ method: 'visa', orders: 3, revenue: 500 }],
  byCoupon: [],
  byDay: [],
};

const cells = (caption: string) => cellTexts(screen.getByRole('table', { name: caption }));

describe('sales breakdowns of the report', () => {
  it('shows each table under its heading, with its own columns', () => {
    render(<SalesBreakdowns report={report} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Por producto',
      'Por medio de pago',
      'Por cupón',
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Ventas por producto' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Producto', 'Unidades', 'Ingresos']);
    expect(cells('Ventas por producto')).toEqual(['Alfajor', '4', '$320.00']);
    expect(cells('Ventas por medio de pago')).toEqual(['visa', '3', '$500.00']);
  });

  it('says so when no coupon was used', () => {
    render(<SalesBreakdowns report={report} />);
    expect(screen.queryByRole('table', { name: 'Cupones usados' })).not.toBeInTheDocument();
    expect(screen.getByText('Ningún cupón usado en el periodo.')).toBeInTheDocument();
  });
});
