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

  /** Sends the general form with `fields` (by id suffix) to an API answering `status` with `message`; answers its alert. */
  async function sendGeneral(fields: Record<string, string>, status: number, message: string) {
    mockApi({ 'POST /api/contact/email': [status, { message }] });
    renderPage(<ContactPage />, { path: '/contacto', route: '/contacto' });
    for (const [field, value] of Object.entries({ name: 'Ana', email: 'ana@example.com', message: 'Hola', ...fields }))
      fireEvent.change(document.getElementById(`gen-${field}`)!, { target: { value } });
    fireEvent.submit(document.getElementById('gen-message')!.closest('form')!);
    return screen.findByRole('alert');
  }

  it('a refused message shows the failure text and, under it, what the server says is wrong', async () => {
    const alert = await sendGeneral({ phone: '5512' }, 400, 'El teléfono debe tener entre 7 y 15 dígitos');
    expect(within(alert).getByText('¡Algo salió mal, por favor inténtalo de nuevo!')).toBeInTheDocument();
    expect(within(alert).getByText('El teléfono debe tener entre 7 y 15 dígitos')).toBeInTheDocument();
  });

  it('the failure is the shared error panel: the icon, then both texts stacked in one column beside it', async () => {
    const alert = await sendGeneral({ phone: '5512' }, 400, 'El teléfono debe tener entre 7 y 15 dígitos');
    expect(alert.children).toHaveLength(2);
    expect(alert.querySelector(':scope > svg.error-panel__icon')).not.toBeNull();
    const body = alert.querySelector(':scope > .error-panel__body')!;
    expect(Array.from(body.children, (p) => p.textContent)).toEqual([
      '¡Algo salió mal, por favor inténtalo de nuevo!',
      'El teléfono debe tener entre 7 y 15 dígitos',
    ]);
  });

  it('a server failure shows the failure text alone', async () => {
    const alert = await sendGeneral({}, 503, 'Servicio no disponible');
    expect(alert).toHaveTextContent(/^¡Algo salió mal, por favor inténtalo de nuevo!$/);
  });
});
