import { fireEvent, screen } from '@testing-library/react';
import { addToCart, cartStore, resetCart } from '@kukki/shop-client';
import { mockApi, renderPage } from '../../../../ui/test/render';
import CartPage from '../cart/CartPage';
import { OrderLines } from '../../components/OrderLines';
import { products } from './fixtures';

/** One $100 box of chocolates in the cart, then the cart page. */
function openCartWithOneItem() {
  addToCart({
    id: 'x',
    title: 'Chocolates',
    picture_url: '/x.png',
    category_id: 'chocolates',
    unit_price: 100,
    quantity: 1,
    description: '',
  });
  renderPage(<CartPage />, { path: '/cart', route: '/cart/:category?/:id?' });
}

describe('/cart', () => {
  beforeEach(() => {
    resetCart();
    localStorage.removeItem('userInfo');
    mockApi({ '/api/productos/cajas/p100': { product: products[1] } });
  });

  it('shows the empty-cart text', () => {
    renderPage(<CartPage />, { path: '/cart', route: '/cart/:category?/:id?' });
    expect(screen.getByText('Tu carrito está vacío. Continúa navegando para agregar productos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar comprando' })).toHaveAttribute('href', '/sabores');
  });

  it('names a size with its own parentheses after a dash, as the order page and the e-mails do', () => {
    addToCart({
      id: 'z',
      title: 'Pastel de zanahoria',
      picture_url: '/z.png',
      category_id: 'pasteles',
      unit_price: 650,
      quantity: 1,
      description: '',
      size: 'Grande (14 personas)',
    });
    renderPage(<CartPage />, { path: '/cart', route: '/cart/:category?/:id?' });
    expect(screen.getByRole('button', { name: 'Eliminar Pastel de zanahoria — Grande (14 personas)' })).toBeInTheDocument();
    // The summary's lines read the same.
    renderPage(<OrderLines items={cartStore.get()} />);
    expect(screen.getByText('Pastel de zanahoria — Grande (14 personas)')).toBeInTheDocument();
  });

  it('adds the arriving item and totals with thousands separators', async () => {
    addToCart({
      id: 'x',
      title: 'Chocolates',
      picture_url: '/x.png',
      category_id: 'chocolates',
      unit_price: 760,
      quantity: 1,
      description: 'Leche',
    });
    renderPage(<CartPage />, { path: '/cart/cajas/p100?price=300&qty=2&products=Besos%20de%20coco', route: '/cart/:category?/:id?' });
    expect(await screen.findByText('Caja Kukki')).toBeInTheDocument();
    expect(cartStore.get().find((i) => i.id === 'p100')).toMatchObject({
      unit_price: 300,
      quantity: 2,
      description: 'Besos de coco',
      category_id: 'cajas',
    });
    expect(screen.getByTestId('cart-quantity')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total $1,360.00');
    expect(screen.getByText('precio: $300.00')).toBeInTheDocument();
  });

  it('a small and a large Caja Kukki are two lines; the same box again replaces its line', async () => {
    const arrive = async (query: string) => {
      const view = renderPage(<CartPage />, { path: `/cart/cajas/p100?${query}`, route: '/cart/:category?/:id?' });
      await screen.findAllByTestId('cart-line');
      view.unmount();
    };
    await arrive('price=200&qty=1&products=Besos%20de%20coco');
    await arrive('price=400&qty=1&products=Besos%20de%20coco');
    expect(cartStore.get().map((i) => [i.size, i.unit_price, i.quantity])).toEqual([
      ['Chica', 200, 1],
      ['Grande', 400, 1],
    ]);
    await arrive('price=200&qty=3&products=Besos%20de%20coco');
    expect(cartStore.get().map((i) => [i.size, i.quantity])).toEqual([
      ['Chica', 3],
      ['Grande', 1],
    ]);
    renderPage(<CartPage />, { path: '/cart', route: '/cart/:category?/:id?' });
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByText('tamaño: Grande')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Caja Kukki (Chica)' }));
    expect(cartStore.get().map((i) => i.size)).toEqual(['Grande']);
  });

  it('a box arriving without its contents, or with more than its size holds, stays out of the cart and says why', async () => {
    const arrive = async (query: string) => {
      const view = renderPage(<CartPage />, { path: `/cart/cajas/p100?${query}`, route: '/cart/:category?/:id?' });
      const alert = await screen.findByText(/caja/, { selector: '[role="alert"] *, [role="alert"]' });
      const text = alert.textContent;
      expect(screen.getByRole('link', { name: 'Elegir el contenido de la caja' })).toHaveAttribute('href', '/productos/cajas/p100');
      view.unmount();
      return text;
    };
    expect(await arrive('price=300&qty=1')).toContain('Selecciona un producto para agregar a tu caja por favor');
    const six = [
      'Alfajores mini',
      'Besos de coco',
      'Galletas de moca',
      'Galletas de nuez mini',
      'Galletas de churro',
      'Nueces garapiñadas',
    ];
    expect(await arrive(`price=200&qty=1&products=${encodeURIComponent(six.join('|'))}`)).toContain(
      'Para la caja chica por favor selecciona máximo 4 productos',
    );
    expect(cartStore.get()).toEqual([]);
  });

  it('quantity selector offers 1 to 20 and re-adds with the new quantity', () => {
    openCartWithOneItem();
    const select = screen.getByLabelText('Cantidad') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    fireEvent.change(select, { target: { value: '12' } });
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total $1,200.00');
  });

  it('«Eliminar» hands focus to the next line’s «Eliminar», and the last one to the heading', () => {
    addToCart({
      id: 'y',
      title: 'Alfajores',
      picture_url: '/y.png',
      category_id: 'alfajores',
      unit_price: 80,
      quantity: 1,
      description: '',
    });
    openCartWithOneItem();
    const [first, second] = screen.getAllByRole('button', { name: /^Eliminar / });
    fireEvent.click(first);
    expect(second).toHaveFocus();
    fireEvent.click(second);
    expect(screen.getByRole('heading', { level: 1, name: 'Carrito' })).toHaveFocus();
  });

  it('asks a guest to log in or continue as guest', () => {
    openCartWithOneItem();
    fireEvent.click(screen.getByRole('button', { name: 'Proceder al pago' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Para completar tu compra por favor inicia sesión, o si gustas puedes continuar como invitado.');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login?redirect=cart');
    expect(screen.getByRole('link', { name: 'Continuar como invitado' })).toHaveAttribute('href', '/payerinfo');
  });
});
