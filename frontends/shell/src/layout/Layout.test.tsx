import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ModalProvider } from '@kukki/ui';
import { cartStore, userStore, type CartItem } from '@kukki/shop-client';
import { Layout } from './Layout';

function renderAt(path: string) {
  return render(
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

  it.each(['/admin', '/admin/dash/orders', '/login', '/signup', '/resetpassword/abc', '/updatepassword'])('is not on %s', (path) => {
    renderAt(path);
    expect(screen.queryByTestId('whatsapp-order')).toBeNull();
  });

  it.each([
    ['/contacto', true],
    ['/payerinfo', true],
    ['/loginx', true],
    ['/order/abc', false],
    ['/admin/dash', false],
  ])('%s leaves room at the end of the page for it: %s', (path, room) => {
    const { container } = renderAt(path);
    expect(container.querySelector('.app')!.classList.contains('app--whatsapp')).toBe(room);
    expect(screen.queryByTestId('whatsapp-order') !== null).toBe(room);
  });
});

describe('the cart icon', () => {
  const line = (id: string): CartItem => ({
    id,
    title: 'Galletas',
    picture_url: '',
    category_id: 'galletas',
    unit_price: 150,
    quantity: 1,
    description: '',
  });
  afterEach(() => cartStore.set([]));

  it('names its lines in the singular and the plural', () => {
    cartStore.set([line('a')]);
    renderAt('/catalogo');
    expect(screen.getByRole('link', { name: 'Carrito, 1 producto' })).toBeInTheDocument();
  });

  it('counts two lines as productos', () => {
    cartStore.set([line('a'), line('b')]);
    renderAt('/catalogo');
    expect(screen.getByRole('link', { name: 'Carrito, 2 productos' })).toBeInTheDocument();
  });
});

describe('the phone menu', () => {
  it('Escape closes it and gives focus back to «Menú»', () => {
    renderAt('/login'); // a page without the welcome pop-up, whose dialog would hold the clicks
    const menu = screen.getByRole('button', { name: 'Menú' });
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});

describe('the welcome pop-up', () => {
  beforeEach(() => sessionStorage.clear());

  it('greets a visitor on the shop’s pages', async () => {
    renderAt('/catalogo');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered to the shop’s administrator, who has no first purchase to make', async () => {
    userStore.set({ _id: 'a1', name: 'Dueña', email: 'admin@kukki.mx', isAdmin: true, firstPurchase: true, token: '' });
    try {
      renderAt('/catalogo');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      userStore.set(null);
    }
  });

  it('reminds a signed-in customer of the first-purchase discount', async () => {
    userStore.set({ _id: 'c1', name: 'Ana', email: 'ana@example.com', isAdmin: false, firstPurchase: true, token: '' });
    try {
      renderAt('/catalogo');
      expect(await screen.findByRole('dialog')).toHaveTextContent('¡Hola Ana!');
    } finally {
      userStore.set(null);
    }
  });

  it.each(['/payerinfo', '/summary'])('does not interrupt the checkout at %s', async (path) => {
    renderAt(path);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
