import { addToCart, CART_KEY, cartStore, removeFromCart, resetCart, setCartQuantity } from './cart';

const item = (id: string, quantity = 1) => ({
  id,
  title: id,
  picture_url: '/x.png',
  category_id: 'cajas',
  unit_price: 200,
  quantity,
  description: '',
});

describe('cart state', () => {
  beforeEach(() => resetCart());

  it('persists under localStorage cartItems', () => {
    addToCart(item('a'));
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([item('a')]);
  });
  it('adding an existing id replaces it', () => {
    addToCart(item('a', 1));
    addToCart(item('b', 1));
    addToCart(item('a', 5));
    expect(cartStore.get().map((i) => [i.id, i.quantity])).toEqual([
      ['a', 5],
      ['b', 1],
    ]);
  });
  it('keeps quantities within 1–20', () => {
    addToCart(item('a', 99));
    expect(cartStore.get()[0].quantity).toBe(20);
    setCartQuantity('a', 0);
    expect(cartStore.get()[0].quantity).toBe(1);
  });
  it('removes and resets', () => {
    addToCart(item('a'));
    addToCart(item('b'));
    removeFromCart('a');
    expect(cartStore.get().map((i) => i.id)).toEqual(['b']);
    resetCart();
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([]);
  });
});
