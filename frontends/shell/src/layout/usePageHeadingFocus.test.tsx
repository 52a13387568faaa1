import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { usePageHeadingFocus } from './usePageHeadingFocus';

function Shell({ children }: { children: React.ReactNode }) {
  usePageHeadingFocus(useLocation().pathname);
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <button type="button" onClick={() => void navigate('/order/1')}>
          Completar orden
        </button>
        <button type="button" onClick={() => void navigate('/contacto')}>
          Contacto
        </button>
      </nav>
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

function ContactPage() {
  return (
    <>
      <h1>Contacto</h1>
      <input aria-label="Nombre" autoFocus />
    </>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/summary']}>
      <Shell>
        <Routes>
          <Route path="/summary" element={<h1>Resumen de tu orden</h1>} />
          <Route path="/order/:id" element={<h1>Realiza tu pago</h1>} />
          <Route path="/contacto" element={<ContactPage />} />
        </Routes>
      </Shell>
    </MemoryRouter>,
  );
}

describe('focus after a navigation inside the app', () => {
  it('leaves the first page alone', () => {
    renderApp();
    expect(document.body).toHaveFocus();
  });

  it('moves to the new page’s heading, so a screen reader says where the shopper is', () => {
    renderApp();
    const button = screen.getByRole('button', { name: 'Completar orden' });
    button.focus();
    act(() => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('heading', { name: 'Realiza tu pago' })).toHaveFocus();
  });

  it('keeps the focus a page put on its own field', () => {
    renderApp();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Contacto' }));
    });
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });
});
