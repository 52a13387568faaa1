import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Footer } from './Footer';

describe('footer', () => {
  it('«Contacto para empresas» opens the business form and the phone keeps its «+»', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Contacto para empresas' })).toHaveAttribute('href', '/contacto#empresas');
    expect(screen.getByRole('link', { name: '+52 55 1234 5678' })).toHaveAttribute('href', 'tel:+525512345678');
  });
});
