import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ModalProvider } from '@kukki/ui';
import { Layout } from './Layout';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ModalProvider>
        <Layout>
          <p>contenido</p>
        </Layout>
      </ModalProvider>
    </MemoryRouter>,
  );
}

describe('«Pedir por WhatsApp»', () => {
  it('floats over the storefront', () => {
    renderAt('/catalogo');
    expect(screen.getByTestId('whatsapp-order')).toHaveTextContent('Pedir por WhatsApp');
  });

  it.each(['/admin', '/admin/dash/orders'])('is not on the admin page %s', (path) => {
    renderAt(path);
    expect(screen.queryByTestId('whatsapp-order')).toBeNull();
  });
});
