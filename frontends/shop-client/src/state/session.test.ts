import { mockApi } from '../../test/mockApi';
import { addToCart, CART_KEY, resetCart } from './cart';
import { enrrollStore, orderTokenStore, payerStore, planStore } from './checkout';
import { getQueryClient } from '../api/queryClient';
import { forgetPersonalData, logout, refreshUser } from './session';
import { saveUser, userStore } from './user';

describe('logout on a shared computer', () => {
  beforeEach(() => {
    mockApi({ '*': {} });
  });

  it('removes payer, enrolment, plan, order links, the login and every other personal item; keeps the cart', async () => {
    resetCart();
    addToCart({ id: 'p1', title: 'Pay', picture_url: '', category_id: 'postres', unit_price: 320, quantity: 1, description: '' });
    saveUser({ _id: 'u1', name: 'Ana', email: 'ana@example.com', token: 't', firstPurchase: true });
    payerStore.set({ name: 'Ana', lastname: 'López', email: 'ana@example.com', street: 'Durango' } as never);
    enrrollStore.set({ name: 'Ana', street: 'Durango' } as never);
    planStore.set({ _id: 'x', name: 'Plan', amount: 1, period: 'Mensual', disclaimer: '' });
    orderTokenStore.set({ o1: 'secret' });
    localStorage.setItem('someoneElsesDraft', '{"name":"Ana"}');
    sessionStorage.setItem('checkoutStep', 'payer');

    const client = getQueryClient();
    client.setQueryData(['admin', 'orders'], [{ payer: { name: 'Ana' } }]);
    client.setQueryData(['myOrders'], [{ _id: 'o1' }]);
    client.setQueryData(['catalogue'], { products: [] });

    await logout();

    expect(client.getQueryData(['admin', 'orders'])).toBeUndefined();
    expect(client.getQueryData(['myOrders'])).toBeUndefined();
    expect(client.getQueryData(['catalogue'])).toEqual({ products: [] }); // public data stays
    expect(userStore.get()).toBeNull();
    expect(payerStore.get()).toBeNull();
    expect(enrrollStore.get()).toBeNull();
    expect(planStore.get()).toBeNull();
    expect(orderTokenStore.get()).toEqual({});
    expect(Object.keys(localStorage)).toEqual([CART_KEY]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/Ana|Durango|secret/);
  });

  it('forgetPersonalData alone leaves nothing personal either', () => {
    payerStore.set({ name: 'Luis' } as never);
    forgetPersonalData();
    expect(localStorage.getItem('payerInfo')).toBeNull();
  });
});

describe('refreshUser', () => {
  it('brings firstPurchase and the name from the server; a refused session ends', async () => {
    saveUser({ _id: 'u1', name: 'Ana', token: 't', firstPurchase: false });
    mockApi({
      'GET /api/usuarios/profile': { _id: 'u1', name: 'Ana María', email: 'ana@example.com', isAdmin: false, firstPurchase: true },
    });
    await refreshUser();
    expect(userStore.get()).toMatchObject({ name: 'Ana María', firstPurchase: true, token: 't' });

    mockApi({ 'GET /api/usuarios/profile': [401, {}] });
    await refreshUser();
    expect(userStore.get()).toBeNull();
  });
});
