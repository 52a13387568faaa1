import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../../ui/test/render';
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
});
