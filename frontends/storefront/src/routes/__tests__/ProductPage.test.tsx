import { fireEvent, screen } from '@testing-library/react';
import { cartStore, resetCart } from '@kukki/shop-client';
import { mockApi, renderPage } from '../../../../ui/test/render';
import ProductPage from '../producto/ProductPage';
import { products } from './fixtures';

const box = products[1];
const check = (name: string) => fireEvent.click(screen.getByLabelText(name));

describe('/productos/:category/:id', () => {
  beforeEach(() => mockApi({ '/api/productos/cajas/p100': { product: box } }));
  const open = () => renderPage(<ProductPage />, { path: '/productos/cajas/p100', route: '/productos/:category/:id' });

  it('asks for at least one product in a box, in a modal', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Selecciona un producto para agregar a tu caja por favor');
  });

  it('limits the small box to 4 picks', async () => {
    open();
    await screen.findByRole('button', { name: 'Agregar al carrito' });
    ['Alfajores mini', 'Besos de coco', 'Galletas de moca', 'Galletas de churro', 'Galletas de té chai'].forEach(check);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Para la caja chica por favor selecciona máximo 4 productos');
  });

  it('allows 6 picks in the medium box, adds it while staying on the page and offers «Ver carrito»', async () => {
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /Mediana/ }));
    ['Alfajores mini', 'Besos de coco', 'Galletas de moca', 'Galletas de churro', 'Galletas de té chai', 'Nueces garapiñadas'].forEach(
      check,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    const toast = await screen.findByTestId('added-toast');
    expect(toast).toHaveTextContent(`Agregaste ${box.name} al carrito`);
    expect(screen.getByRole('link', { name: 'Ver carrito' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: box.name })).toBeInTheDocument();
    const [line] = JSON.parse(localStorage.getItem('cartItems') ?? '[]');
    expect(line).toMatchObject({ id: box._id, unit_price: 300, quantity: 1, description: expect.stringContaining('Besos de coco') });
    fireEvent.click(screen.getByRole('button', { name: 'Seguir comprando' }));
    expect(screen.queryByTestId('added-toast')).toBeNull();
  });

  it('adding the same box again adds to its line (up to 20) and says how many the cart holds now', async () => {
    resetCart();
    open();
    await screen.findByRole('button', { name: 'Agregar al carrito' });
    ['Alfajores mini', 'Besos de coco'].forEach(check);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar uno' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByTestId('added-toast')).toHaveTextContent(`Agregaste 2 × ${box.name} al carrito`);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByTestId('added-toast')).toHaveTextContent(`Agregaste 2 × ${box.name} al carrito: ya tienes 4`);
    expect(cartStore.get()).toHaveLength(1);
    expect(cartStore.get()[0].quantity).toBe(4);
    cartStore.set([{ ...cartStore.get()[0], quantity: 19 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByTestId('added-toast')).toHaveTextContent('ya tienes 20, el máximo por producto');
    expect(cartStore.get()[0].quantity).toBe(20);
  });

  it("shows each box size's capacity and counts the picks live: «3 de 4», «3 de 6»", async () => {
    open();
    await screen.findByRole('button', { name: 'Agregar al carrito' });
    expect(screen.getByRole('radio', { name: /Chica.*hasta 4 productos/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Mediana.*hasta 6 productos/ })).toBeInTheDocument();
    expect(screen.getByTestId('picks-count')).toHaveTextContent('0 de 4');
    ['Alfajores mini', 'Besos de coco', 'Galletas de moca'].forEach(check);
    expect(screen.getByTestId('picks-count')).toHaveTextContent('3 de 4');
    fireEvent.click(screen.getByRole('radio', { name: /Mediana/ }));
    expect(screen.getByTestId('picks-count')).toHaveTextContent('3 de 6');
    fireEvent.click(screen.getByRole('radio', { name: /Chica/ }));
    ['Galletas de churro', 'Galletas de té chai'].forEach(check);
    expect(screen.getByTestId('picks-count')).toHaveTextContent('5 de 4 · quita 1');
  });

  it('swaps the main image with a thumbnail', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver imagen 2' }));
    expect(screen.getByRole('img', { name: 'Caja Kukki' })).toHaveAttribute('src', '/c2.png');
  });
});

describe('/productos/chocolates/:id', () => {
  const chocolate = {
    ...products[1],
    _id: 'p500',
    name: 'Chocolates artesanales',
    category: 'chocolates',
    size: ['9 piezas'],
    price: [220],
    sku: [500],
  };
  beforeEach(() => mockApi({ '/api/productos/chocolates/p500': { product: chocolate } }));

  it('lists the chocolate types under "Sabores" and asks for at least one (spec §3, §5)', async () => {
    renderPage(<ProductPage />, { path: '/productos/chocolates/p500', route: '/productos/:category/:id' });
    const group = await screen.findByRole('group', { name: 'Sabores' });
    ['Blanco', 'Leche', 'Semiamargo', 'Amargo', 'Sin azúcar'].forEach((type) => expect(group).toHaveTextContent(type));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Selecciona al menos un tipo de chocolate por favor');
  });
});
