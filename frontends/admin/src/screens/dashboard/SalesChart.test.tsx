import { render, screen } from '@testing-library/react';
import { SalesChart } from './SalesChart';

describe('SalesChart', () => {
  it('names what its line plots and which days: net income on the dashboard, income before refunds in the report', () => {
    const { unmount } = render(<SalesChart points={[]} />);
    expect(screen.getByRole('img', { name: 'Órdenes e ingresos netos por día, últimos 30 días' })).toBeInTheDocument();
    unmount();
    render(<SalesChart points={[]} revenueLabel="Ingresos" period="del 1 nov al 28 nov" />);
    expect(screen.getByRole('img', { name: 'Órdenes e ingresos por día, del 1 nov al 28 nov' })).toBeInTheDocument();
  });
});
