import type { ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ModalProvider } from '@kukki/ui';
import { App } from './App';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./remotes/manifest', () => ({ ensureRemote: jest.fn(async () => undefined) }));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Each remote's App: a page that names it and links to the other one. */
const REMOTES: Record<string, ComponentType> = {
  'admin/App': () => <Link to="/login?redirect=admin/dash">Administración: iniciar sesión</Link>,
  'storefront/App': () => <Link to="/admin/dash">Tienda: ingresar</Link>,
};

describe('the shell between its remotes', () => {
  beforeEach(() => load.mockImplementation(async (id: string) => ({ default: REMOTES[id] })));

  it('the admin sent to /login and back sees the admin again, not the storefront it came through', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/dash']}>
        <ModalProvider>
          <App />
        </ModalProvider>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Administración: iniciar sesión' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Tienda: ingresar' }));
    expect(await screen.findByRole('link', { name: 'Administración: iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tienda: ingresar' })).toBeNull();
  });
});
