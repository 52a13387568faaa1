import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BackButton } from './BackButton';

function shopAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/productos/:id" element={<BackButton home="/catalogo" />} />
        <Route path="/catalogo" element={<p>catálogo</p>} />
        <Route path="/sabores" element={<p>sabores</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('BackButton', () => {
  it('goes one step back inside the shop', () => {
    shopAt(['/sabores', '/productos/p1']);
    fireEvent.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(screen.getByText('sabores')).toBeInTheDocument();
  });

  it('on the first page she opened here (a shared link) goes to its home instead of leaving the shop', () => {
    shopAt(['/productos/p1']);
    fireEvent.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(screen.getByText('catálogo')).toBeInTheDocument();
  });
});
