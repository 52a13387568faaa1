// A new shopper in Debian Chromium: accessibility (axe-core) of the main pages, and the journeys of a
// price changed under a full cart, cancel then buy again with the first purchase, two boxes, logging
// out. Against a started shop with its admin (how to run: e2e/README.md).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { BASE_URL, fillAddress, gotoHydrated, shot, uniqueEmail, type ShopProduct } from './testing/browser';
import { expect, test } from './testing/fixtures';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface SignedUpUser {
  _id: string;
  email: string;
  token: string;
}

/** The shop's API through the page's own request context: it shares the browser's cookies (logout ends them). */
async function api<T = any>(page: Page, method: string, url: string, { data, token }: { data?: unknown; token?: string } = {}): Promise<T> {
  const res = await page.request.fetch(`${BASE_URL}${url}`, {
    method,
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json().catch(() => null)) as T;
  expect(res.ok(), `${method} ${url} → ${res.status()} ${JSON.stringify(body)}`).toBe(true);
  return body;
}

const products = async (page: Page) => (await api<{ products: ShopProduct[] }>(page, 'GET', '/api/productos')).products;
const byName = async (page: Page, name: string) => {
  const found = (await products(page)).find((p) => p.name === name);
  if (!found) throw new Error(`No existe el producto ${name}`);
  return found;
};

/** The product page's hand-off to the cart (spec §2 /cart/:category/:id with price, qty and picks). */
const arrive = async (page: Page, p: Pick<ShopProduct, '_id' | 'category'>, price: number, qty = 1, picks: string[] = []) => {
  const q = new URLSearchParams({ price: String(price), qty: String(qty) });
  if (picks.length) q.set('products', picks.join('|'));
  await page.goto(`/cart/${encodeURIComponent(p.category)}/${p._id}?${q.toString()}`);
  await expect(page).toHaveURL((u) => u.pathname === '/cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
};

/** No serious or critical axe-core violation on the page as it is now. */
async function expectAccessible(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 4)
            .join(' | ')}`,
      );
  });
  expect(violations, `${name}: ${violations.join('\n')}`).toEqual([]);
}

async function signUp(page: Page, name: string): Promise<SignedUpUser> {
  const email = uniqueEmail(name.toLowerCase());
  const user = await api<SignedUpUser>(page, 'POST', '/api/usuarios/signup', {
    data: { name, email, password: 'galletas123', passwordConfirm: 'galletas123' },
  });
  await page.goto('/avisodeprivacidad');
  await page.evaluate((info: { _id: string }) => {
    localStorage.setItem('userInfo', JSON.stringify(info));
    sessionStorage.setItem('kukkiWelcomeDismissed', JSON.stringify(['guest', info._id]));
  }, user);
  return user;
}

async function checkoutToSummary(page: Page) {
  await page.goto('/payerinfo');
  await expect(page.getByRole('heading', { name: 'Datos de entrega' })).toBeVisible();
  await fillAddress(page, { email: (await page.locator('[name="email"]').inputValue()) || uniqueEmail('invitado') });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByRole('heading', { name: 'Resumen de tu orden' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toBeVisible();
}

const pesos = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const literally = (text: string) => new RegExp(text.replace(/[$.()]/g, '\\$&'));
const orderIdOf = (page: Page) => /\/order\/([0-9a-f]{24})/.exec(page.url())?.[1] ?? '';

interface OrderDetail {
  order: { items: Array<{ unit_price: number }>; itemsPrice: number; totalPrice: number; discountDescription: { type: string } };
}

test.describe('a new shopper', () => {
  test('axe-core finds no serious or critical violation on the main pages', async ({ page, adminToken }) => {
    const pay = await byName(page, 'Pay de limón');
    const pages: Array<[string, string, Locator]> = [
      ['/', 'home', page.getByRole('link', { name: /Ver / }).first()],
      ['/catalogo', 'catalogo', page.getByTestId('product-card').first()],
      ['/sabores', 'sabores', page.getByRole('heading', { name: 'Sabores', exact: true })],
      [`/productos/${pay.category}/${pay._id}`, 'producto', page.getByRole('button', { name: 'Agregar al carrito' })],
      ['/login', 'login', page.getByRole('heading', { name: 'Ingresar' })],
      ['/signup', 'signup', page.getByRole('heading', { name: 'Regístrate' })],
      ['/suscripciones', 'suscripciones', page.getByTestId('plan-card').first()],
      ['/contacto', 'contacto', page.getByRole('heading', { name: 'Contacto para empresas' })],
    ];
    for (const [url, name, ready] of pages) {
      await page.goto(url);
      await expect(ready).toBeVisible();
      await expectAccessible(page, name);
    }
    await arrive(page, pay, pay.price[0]);
    await expectAccessible(page, 'cart');
    await page.goto('/payerinfo');
    await expect(page.getByRole('heading', { name: 'Datos de entrega' })).toBeVisible();
    await expectAccessible(page, 'payerinfo');
    await checkoutToSummary(page);
    await expectAccessible(page, 'summary');

    const admin = await api<Record<string, unknown>>(page, 'GET', '/api/usuarios/profile', { token: adminToken });
    await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), { ...admin, token: adminToken });
    await page.goto('/admin/dash/ordenes');
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectAccessible(page, 'admin-ordenes');
    await page.goto('/admin/dash');
    await expect(page.getByRole('heading', { name: 'Ventas de los últimos 30 días' })).toBeVisible();
    await expectAccessible(page, 'admin-resumen');
  });

  test('two box sizes stay two lines; adding the same box again replaces its line', async ({ page }) => {
    const box = await byName(page, 'Caja Kukki');
    await arrive(page, box, box.price[0], 1, ['Besos de coco']);
    await arrive(page, box, box.price[2], 1, ['Besos de coco']);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await arrive(page, box, box.price[0], 3, ['Besos de coco']);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Array<{ size: string; unit_price: number; quantity: number }>,
    );
    expect(stored.map((i) => [i.size, i.unit_price, i.quantity])).toEqual([
      [box.size[0], box.price[0], 3],
      [box.size[2], box.price[2], 1],
    ]);
    await shot(page, 'cart-two-boxes');
    await checkoutToSummary(page);
    const expected = box.price[0] * 3 + box.price[2];
    await expect(page.locator('.totals')).toContainText(literally(pesos(expected)), { useInnerText: true });
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}/);
    await expect(page.getByText(`${box.name} (${box.size[2]})`).first()).toBeVisible();
  });

  test('on a phone, the box count stays in sight above the floating WhatsApp button while treats are ticked', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await byName(page, 'Caja Kukki');
    await gotoHydrated(page, `/productos/${encodeURIComponent(box.category)}/${box._id}`);
    const treats = page.locator('.picks input[type=checkbox]');
    await treats.nth(0).check();
    await treats.nth(1).check();
    await treats.nth(6).scrollIntoViewIfNeeded();
    const count = await page.getByTestId('picks-count').boundingBox();
    const button = await page.getByTestId('whatsapp-order').boundingBox();
    expect(count && button).toBeTruthy();
    // Sticky at the bottom of the list, its bar ends above the button's top edge.
    expect(count!.y + count!.height).toBeLessThanOrEqual(button!.y);
    await expect(page.getByTestId('picks-count')).toHaveText(/^2 de 4/);
  });

  test('a price changed while the summary waits: the new total is shown first, then the order goes through at it', async ({
    page,
    adminToken: token,
  }) => {
    const product = await byName(page, 'Brownies de chocolate');
    const oldPrice = product.price[0];
    const newPrice = oldPrice + 15;
    const { _id, archived: _archived, ...input } = product;
    await arrive(page, product, oldPrice, 2);
    await checkoutToSummary(page);
    try {
      await api(page, 'PATCH', `/api/admin/products/${_id}`, { token, data: { ...input, price: [newPrice, ...product.price.slice(1)] } });
      // The first tap finds the change: never an order for a total the shopper has not seen.
      await page.getByRole('button', { name: 'Completar orden' }).click();
      await expect(page.getByText(/Tu carrito cambió con el catálogo de hoy/)).toBeVisible();
      await expect(page).toHaveURL(/\/summary$/);
      await expect(page.locator('.line-list')).toContainText(`2 × ${pesos(newPrice)}`, { useInnerText: true });
      await page.getByRole('button', { name: 'Completar orden' }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}/);
      const orderId = orderIdOf(page);
      const orderToken = await page.evaluate(
        (id) => (JSON.parse(localStorage.getItem('orderTokens') ?? '{}') as Record<string, string>)[id],
        orderId,
      );
      const { order } = await api<OrderDetail>(page, 'GET', `/api/orders/detail/${orderId}?token=${orderToken}`);
      expect(order.items[0].unit_price).toBe(newPrice);
      expect(order.itemsPrice).toBe(newPrice * 2);
      await shot(page, 'order-after-price-change');

      // The notice: a cart opened with the old price is updated in place, in Spanish.
      await arrive(page, product, newPrice, 1);
      await api(page, 'PATCH', `/api/admin/products/${_id}`, {
        token,
        data: { ...input, price: [newPrice + 5, ...product.price.slice(1)] },
      });
      await page.reload();
      await expect(
        page.getByText(`El precio de ${product.name} cambió de ${pesos(newPrice)} a ${pesos(newPrice + 5)}; actualizamos tu carrito.`),
      ).toBeVisible();
      await expect(page.getByTestId('cart-line')).toContainText(new RegExp(`precio: \\$${newPrice + 5}\\.00`), { useInnerText: true });
    } finally {
      await api(page, 'PATCH', `/api/admin/products/${_id}`, { token, data: input });
    }
  });

  test('cancel a first-purchase order, then buy again: the summary and the order both have the 25 %', async ({ page }) => {
    const user = await signUp(page, 'Regina');
    const pay = await byName(page, 'Pay de limón');
    const items = pay.price[0] * 2;
    const firstTotal = items * 0.75 + (items * 0.75 <= 699 ? 69 : 0);

    await arrive(page, pay, pay.price[0], 2);
    await checkoutToSummary(page);
    await expect(page.getByTestId('order-total')).toHaveText(pesos(firstTotal));
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}/);
    // The summary also has a «Cancelar orden» link: wait until the order page is the one shown.
    await expect(page.getByRole('heading', { name: 'Realiza tu pago' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancelar orden' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('¿Seguro que quieres cancelar tu orden?', { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Sí, cancelar orden' }).click();
    await expect(page).toHaveURL(/\/catalogo$/);
    // The shell asks the server again: the discount is back.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => (JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { firstPurchase?: boolean } | null)?.firstPurchase,
          ),
        { message: 'the first-purchase discount is back after the cancellation', timeout: 15_000 },
      )
      .toBe(true);

    await arrive(page, pay, pay.price[0], 2);
    await checkoutToSummary(page);
    await expect(page.getByTestId('order-total')).toHaveText(pesos(firstTotal));
    await expect(page.locator('.totals')).toContainText('primera compra (25%)', { useInnerText: true });
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}/);
    const { order } = await api<OrderDetail>(page, 'GET', `/api/orders/detail/${orderIdOf(page)}`, { token: user.token });
    expect(order.totalPrice).toBe(firstTotal);
    expect(order.discountDescription.type).toBe('FP');
  });

  test('logged out, a customer’s order link asks to log in and comes back to the order', async ({ page }) => {
    const user = await signUp(page, 'Marta');
    const pay = await byName(page, 'Pay de limón');
    await arrive(page, pay, pay.price[0], 1);
    await checkoutToSummary(page);
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}/);
    const orderPath = new URL(page.url()).pathname;
    // Logged out: the session cookie and the stored login are gone (as «Cerrar sesión» leaves them).
    await api(page, 'GET', '/api/usuarios/logout');
    await page.evaluate(() => localStorage.removeItem('userInfo'));
    await page.goto(orderPath);
    await expect(page.getByRole('heading', { name: 'Inicia sesión para ver tu orden' })).toBeVisible();
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña').fill('galletas123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL((u) => u.pathname === orderPath);
    await expect(page.getByRole('heading', { name: 'Realiza tu pago' })).toBeVisible();

    const missing = await page.goto('/esta-pagina-no-existe');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });

  test('after logout /payerinfo is empty and nothing personal is left in the browser', async ({ page }) => {
    await signUp(page, 'Sofia');
    const pay = await byName(page, 'Pay de limón');
    await arrive(page, pay, pay.price[0], 1);
    await checkoutToSummary(page);
    expect(await page.evaluate(() => localStorage.getItem('payerInfo'))).toBeTruthy();
    await page.goto('/catalogo');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.waitForFunction(() => localStorage.getItem('userInfo') === null);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['cartItems']);
    await page.goto('/payerinfo');
    await expect(page.getByRole('heading', { name: 'Datos de entrega' })).toBeVisible();
    for (const name of ['name', 'lastname', 'email', 'street'])
      await expect(page.locator(`[name="${name}"]`), `${name} is not prefilled`).toHaveValue('');
  });
});
