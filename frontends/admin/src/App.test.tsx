import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import App from './App';
import { setSession, mockApi } from './test/render';

const renderApp = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/dash/*" element={<App />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('admin access', () => {
  it.each([
    ['anonymous', null],
    ['a customer', { name: 'Cliente', isAdmin: false, token: 't' }],
  ])('%s sees "No autorizado" with a link to /login back to the dashboard and no admin call is made', (_who, session) => {
    setSession(session);
    const calls = mockApi({});
    renderApp('/admin/dash/ordenes');
    expect(screen.getByRole('heading', { name: 'No autorizado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login?redirect=admin/dash');
    expect(screen.queryByText('Órdenes')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('an admin gets the side navigation and the greeting', async () => {
    setSession({ name: 'Ana', isAdmin: true, token: 't' });
    mockApi({ 'GET /api/admin/users': { users: [] } });
    const view = renderApp('/admin/dash/usuarios');
    expect(screen.getByText('Hola Ana')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administración' });
    for (const label of ['Órdenes', 'Productos', 'Usuarios', 'Cupones', 'Suscripciones', 'Resumen']) {
      expect(nav).toHaveTextContent(label);
    }
    // The screen is a lazy chunk: allow for its first load.
    expect(await screen.findByRole('heading', { name: 'Usuarios' }, { timeout: 5000 })).toBeInTheDocument();
    view.unmount();
  });

  it('a 403 from the API shows "No autorizado" instead of data', async () => {
    setSession({ name: 'Ana', isAdmin: true, token: 'expired' });
    mockApi({ 'GET /api/admin/users': [403, { message: 'No tienes permiso para realizar esta acción' }] });
    const view = renderApp('/admin/dash/usuarios');
    expect(await screen.findByRole('heading', { name: 'No autorizado' }, { timeout: 5000 })).toBeInTheDocument();
    view.unmount();
  });
});
