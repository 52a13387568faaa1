import { addToCart, CART_KEY, cartLineKey, cartStore, cartTotals, removeFromCart, resetCart, setCartQuantity } from './cart';

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
  it('lines are keyed by product + size + picks: a small and a large box coexist, the same key replaces', () => {
    const small = { ...item('box', 1), size: 'Chica', description: 'Besos de coco' };
    const large = { ...item('box', 1), size: 'Grande', unit_price: 400, description: 'Besos de coco' };
    addToCart(small);
    addToCart(large);
    expect(cartStore.get().map((i) => [i.size, i.quantity])).toEqual([
      ['Chica', 1],
      ['Grande', 1],
    ]);
    addToCart({ ...small, quantity: 3 });
    addToCart({ ...small, description: 'Alfajores mini, Besos de coco' });
    expect(cartStore.get().map((i) => [i.size, i.quantity, i.description])).toEqual([
      ['Chica', 3, 'Besos de coco'],
      ['Grande', 1, 'Besos de coco'],
      ['Chica', 1, 'Alfajores mini, Besos de coco'],
    ]);
    // The same picks in another order are the same line.
    addToCart({ ...small, description: 'Besos de coco, Alfajores mini', quantity: 7 });
    expect(cartStore.get()).toHaveLength(3);
    expect(cartStore.get()[2].quantity).toBe(7);
    setCartQuantity(cartLineKey(large), 5);
    removeFromCart(cartLineKey(small));
    expect(cartStore.get().map((i) => [i.size, i.quantity])).toEqual([
      ['Grande', 5],
      ['Chica', 7],
    ]);
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
  it('cart total is the sum of quantity × unit price', () => {
    const items = [
      { id: 'a', title: 'A', picture_url: '', category_id: 'x', unit_price: 400, quantity: 3, description: '' },
      { id: 'b', title: 'B', picture_url: '', category_id: 'x', unit_price: 95.5, quantity: 1, description: '' },
    ];
    expect(cartTotals(items)).toEqual({ quantity: 4, total: 1295.5 });
  });
});
