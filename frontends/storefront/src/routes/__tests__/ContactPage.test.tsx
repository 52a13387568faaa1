import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderPage } from '../../../../ui/test/render';
import ContactPage from '../contacto/ContactPage';

describe('/contacto', () => {
  it('#empresas (the footer’s «Contacto para empresas») opens the business form', async () => {
    renderPage(<ContactPage />, { path: '/contacto#empresas', route: '/contacto' });
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('biz-name')));
    expect(document.getElementById('empresas')).toContainElement(screen.getByLabelText('Empresa'));
  });

  it('without the hash nothing is focused for the visitor', () => {
    renderPage(<ContactPage />, { path: '/contacto', route: '/contacto' });
    expect(document.activeElement).toBe(document.body);
  });

  it('a refused message shows the failure text and, under it, what the server says is wrong', async () => {
    mockApi({ 'POST /api/contact/email': [400, { message: 'El teléfono debe tener entre 7 y 15 dígitos' }] });
    renderPage(<ContactPage />, { path: '/contacto', route: '/contacto' });
    fireEvent.change(document.getElementById('gen-name')!, { target: { value: 'Ana' } });
    fireEvent.change(document.getElementById('gen-phone')!, { target: { value: '5512' } });
    fireEvent.change(document.getElementById('gen-email')!, { target: { value: 'ana@example.com' } });
    fireEvent.change(document.getElementById('gen-message')!, { target: { value: 'Hola' } });
    fireEvent.submit(document.getElementById('gen-message')!.closest('form')!);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('¡Algo salió mal, por favor inténtalo de nuevo!')).toBeInTheDocument();
    expect(within(alert).getByText('El teléfono debe tener entre 7 y 15 dígitos')).toBeInTheDocument();
  });

  it('a server failure shows the failure text alone', async () => {
    mockApi({ 'POST /api/contact/email': [503, { message: 'Servicio no disponible' }] });
    renderPage(<ContactPage />, { path: '/contacto', route: '/contacto' });
    fireEvent.change(document.getElementById('gen-name')!, { target: { value: 'Ana' } });
    fireEvent.change(document.getElementById('gen-email')!, { target: { value: 'ana@example.com' } });
    fireEvent.change(document.getElementById('gen-message')!, { target: { value: 'Hola' } });
    fireEvent.submit(document.getElementById('gen-message')!.closest('form')!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^¡Algo salió mal, por favor inténtalo de nuevo!$/);
  });
});
