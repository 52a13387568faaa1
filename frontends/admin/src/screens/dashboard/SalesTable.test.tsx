import { render, screen } from '@testing-library/react';
import { cellTexts } from '../../test/render';
import { SalesTable } from './SalesTable';

describe('Ventas por día (tabla)', () => {
  it('names each day in Spanish words, newest first, never «2026-11-27»', () => {
    render(
      <SalesTable
        points={[
          { day: '2026-11-26', label: '26 nov', orders: 1, revenue: 200 },
          { day: '2026-11-27', label: '27 nov', orders: 3, revenue: 807 },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(['viernes, 27 de noviembre', 'jueves, 26 de noviembre']);
    expect(screen.queryByText(/2026-11-2/)).not.toBeInTheDocument();
  });
});
